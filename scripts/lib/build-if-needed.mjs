// Builds what is missing or older than its sources (used by `npm start` and `npm run create-admin`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
export const serverDist = path.join(root, 'apps/server/dist');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const webPrerenderer = path.join(root, 'apps/web/dist-ssr/entry-server.js');

/**
 * Newest modification time among the given sources (folders or single files, relative to the repo),
 * to rebuild only when one changed.
 */
function newestSource(sources) {
  let newest = 0;
  const visit = (full) => {
    const stats = statSync(full);
    if (!stats.isDirectory()) {
      newest = Math.max(newest, stats.mtimeMs);
      return;
    }
    for (const entry of readdirSync(full, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      visit(path.join(full, entry.name));
    }
  };
  for (const source of sources) {
    const full = path.join(root, source);
    if (existsSync(full)) visit(full);
  }
  return newest;
}

function needsBuild(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < newestSource(sources);
}

function run(workspace) {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The server bundle (server.js, create-admin.js) and, unless `serverOnly`, the web app and its prerenderer. */
export function buildIfNeeded({ serverOnly = false } = {}) {
  const webSources = ['apps/web/src', 'apps/web/index.html', 'packages/shared/src'];
  if (!serverOnly && [webIndex, webPrerenderer].some((output) => needsBuild(output, webSources))) {
    run('@tramites/web');
  }
  if (needsBuild(path.join(serverDist, 'server.js'), ['apps/server/src', 'packages/shared/src'])) {
    run('@tramites/server');
  }
}
