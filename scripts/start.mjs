// `npm start`: builds what is missing, then runs the server (it migrates and seeds at start-up).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded, root, serverDist } from './lib/build-if-needed.mjs';

buildIfNeeded();

const { NODE_ENV = 'production' } = process.env;
// Without JWT_SECRET we are on a developer's or evaluator's machine: keep the generated secret (DESIGN 3).
const env = { ...process.env, NODE_ENV: process.env.JWT_SECRET ? NODE_ENV : 'development' };
const server = spawn(process.execPath, ['--enable-source-maps', path.join(serverDist, 'server.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
});

// `npm start` ends only once the server has closed its database: on Ctrl-C (or a stop signal) the server
// shuts down cleanly, and whoever waits for us (a terminal, a container, test:start) waits for that too.
// A closed terminal (SIGHUP) gets the same clean stop as SIGTERM.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
