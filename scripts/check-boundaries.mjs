// `npm run lint` (with Biome): the import rules of docs/decisions/0002-structure.md, which Biome
// cannot express. Import cycles are Biome's noImportCycles; this checks who may import whom.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

function importsOf(file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2]);
}

/** The repo-relative path an import points at, or null for a package. */
function resolve(file, specifier) {
  return specifier.startsWith('.') ? path.normalize(path.join(path.dirname(file), specifier)) : null;
}

/** `<area>/<name>` of a path under `base` (e.g. modules/requests), or null. */
function unitOf(file, base, area) {
  const rest = path.relative(base, file).split(path.sep);
  return rest[0] === area && rest.length > 2 ? rest[1] : null;
}

/** What packages/shared may import: zod, and re2js (pure, no dependencies) to match form patterns in linear time. */
const SHARED_PACKAGES = new Set(['zod', 're2js']);

const RULES = [
  {
    base: 'apps/server/src',
    check(file, target) {
      const base = 'apps/server/src';
      const from = path.relative(base, file);
      const to = path.relative(base, target);
      if (/^(plugins|lib)\//.test(from) && to.startsWith('modules/')) {
        return 'plugins and lib never import a module (the app passes what they need)';
      }
      const fromModule = unitOf(file, base, 'modules');
      const toModule = unitOf(target, base, 'modules');
      if (fromModule && toModule && fromModule !== toModule && /\.(repository|routes)\.ts$/.test(to)) {
        return `module ${fromModule} reaches into ${toModule}'s ${path.basename(to)}: call its service`;
      }
      return null;
    },
  },
  {
    base: 'apps/web/src',
    check(file, target) {
      const base = 'apps/web/src';
      const from = path.relative(base, file);
      const to = path.relative(base, target);
      if (/^(components|lib|config)\//.test(from) && /^(features|app)\//.test(to)) {
        return 'shared components, lib and config never import a feature or the app';
      }
      const fromFeature = unitOf(file, base, 'features');
      const toFeature = unitOf(target, base, 'features');
      if (fromFeature && to.startsWith('app/')) {
        return 'a feature never imports the app';
      }
      if (fromFeature && toFeature && fromFeature !== toFeature) {
        return `feature ${fromFeature} imports feature ${toFeature}: compose them in app/ or move the piece to components/`;
      }
      return null;
    },
  },
  {
    base: 'packages/shared/src',
    check(file, _target, specifier) {
      const isTest = file.endsWith('.test.ts');
      return specifier && !SHARED_PACKAGES.has(specifier) && !isTest
        ? `packages/shared depends on ${[...SHARED_PACKAGES].join(' and ')} only, not ${specifier}`
        : null;
    },
  },
];

/**
 * Folder-level loops among server modules: no file-level cycle (Biome sees those) does not mean the
 * modules do not depend on each other both ways. Each loop allowed here is a real domain loop, with why.
 */
const ALLOWED_MODULE_LOOPS = [
  {
    modules: ['documents', 'payments', 'requests'],
    reason:
      'a document event (upload, review) moves the request through request-transition, and every status ' +
      'change asks where the documents stand (document progress) for its automatic follow-ups; a payment ' +
      'moves the request to pago_procesado, completion asks for the open balance, the request page lists ' +
      'its payments, and a transfer comprobante is stored through the documents upload guard',
  },
];

/** `from → Set(to)` between the units of an area (server modules, web features), from their non-test files. */
function moduleGraph(base = 'apps/server/src', area = 'modules') {
  const graph = new Map();
  for (const file of sourceFiles(base).filter((name) => !/\.test\.tsx?$/.test(name))) {
    const from = unitOf(file, base, area);
    if (!from) {
      continue;
    }
    for (const specifier of importsOf(file)) {
      const target = resolve(file, specifier);
      const to = target && unitOf(target, base, area);
      if (!graph.has(from)) {
        graph.set(from, new Set());
      }
      if (to && to !== from) {
        graph.get(from).add(to);
      }
    }
  }
  return graph;
}

/** Tarjan's strongly connected components of size > 1, each sorted by name. */
function moduleLoops(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) {
        loops.push(component.sort());
      }
    }
  };
  for (const node of [...graph.keys()].sort()) {
    if (!index.has(node)) {
      visit(node);
    }
  }
  return loops;
}

// `node scripts/check-boundaries.mjs --map`: the module map the rules keep (who imports whom), for reading.
if (process.argv.includes('--map')) {
  for (const [title, graph] of [
    ['Server modules (apps/server/src/modules)', moduleGraph()],
    ['Web features (apps/web/src/features)', moduleGraph('apps/web/src', 'features')],
  ]) {
    process.stdout.write(`${title}:\n`);
    for (const [from, targets] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
      process.stdout.write(`  ${from} → ${[...targets].sort().join(', ') || '(none)'}\n`);
    }
  }
}

const problems = [];
for (const loop of moduleLoops(moduleGraph())) {
  const isAllowed = ALLOWED_MODULE_LOOPS.some((allowed) => allowed.modules.join() === loop.join());
  if (!isAllowed) {
    problems.push(
      `apps/server/src/modules: ${loop.join(', ')} depend on each other (a folder-level cycle): cut an edge, or list the loop and why in ALLOWED_MODULE_LOOPS`,
    );
  }
}
for (const rule of RULES) {
  for (const file of sourceFiles(rule.base)) {
    for (const specifier of importsOf(file)) {
      const target = resolve(file, specifier);
      const problem = rule.check(file, target ?? '', target ? null : specifier);
      if (problem && (target || rule.base === 'packages/shared/src')) {
        problems.push(`${file}: '${specifier}' — ${problem}`);
      }
    }
  }
}
if (problems.length > 0) {
  console.error(`Import rules broken (docs/decisions/0002-structure.md):\n${problems.join('\n')}`);
  process.exit(1);
}
