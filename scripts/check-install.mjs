// `npm run lint`: a fresh `npm install` stays clean and light (issue 20). Read from package-lock.json
// (what a fresh install gets), so it is fast and sees what `npm ls` would:
// - no package whose `engines.node` excludes the Node we run on or the oldest the README supports
//   (npm prints EBADENGINE for it; cookie@2 wanted Node 22 while we support Node 20);
// - one esbuild version (each one is a binary and an install script; vite, tsx and drizzle-kit
//   brought three). The `overrides` of package.json keep both true; this says when an update breaks them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const supported = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
const nodes = [process.versions.node, semver.minVersion(supported).version];

const problems = [];
const esbuilds = new Set();
for (const [location, entry] of Object.entries(lock.packages)) {
  if (!location) {
    continue;
  }
  const name = entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
  if (name === 'esbuild') {
    esbuilds.add(entry.version);
  }
  const range = entry.engines?.node;
  if (typeof range !== 'string') {
    continue;
  }
  for (const node of nodes) {
    if (!semver.satisfies(node, range, { includePrerelease: true })) {
      problems.push(`${name}@${entry.version} (${location}) requires Node ${range}, not ${node}`);
    }
  }
}
if (esbuilds.size > 1) {
  problems.push(`${esbuilds.size} esbuild versions (${[...esbuilds].join(', ')}): one is enough`);
}

if (problems.length > 0) {
  console.error(
    `check-install: fix package.json "overrides" (then npm install):\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
