// Runs list-100k.ts through tsx (it imports the server's TypeScript sources to build the database).
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['tsx', new URL('./list-100k.ts', import.meta.url).pathname], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
