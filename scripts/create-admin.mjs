// `npm run create-admin -- --email … --name …`: builds the server if needed, then runs its create-admin command
// (on DATABASE_URL, or the embedded database in DATA_DIR; the server must be stopped for the latter).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded, root, serverDist } from './lib/build-if-needed.mjs';

buildIfNeeded({ serverOnly: true });
const child = spawnSync(
  process.execPath,
  [path.join(serverDist, 'create-admin.js'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
process.exit(child.status ?? 1);
