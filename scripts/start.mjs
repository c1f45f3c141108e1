// `npm start`: builds what is missing, then runs the server (it migrates and seeds at start-up).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded, root, serverDist } from './lib/build-if-needed.mjs';

buildIfNeeded();

const { NODE_ENV = 'production' } = process.env;
// Without JWT_SECRET we are on a developer's or evaluator's machine: keep the generated secret (DESIGN 3).
const env = { ...process.env, NODE_ENV: process.env.JWT_SECRET ? NODE_ENV : 'development' };
const child = spawnSync(process.execPath, ['--enable-source-maps', path.join(serverDist, 'server.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.exit(child.status ?? 0);
