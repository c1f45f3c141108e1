// `npm run test:pg`: the API tests against a real PostgreSQL (each test file gets its own database).
import { spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is not set: point it at a PostgreSQL, e.g. postgres://postgres@127.0.0.1:5432/postgres',
  );
  process.exit(1);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
