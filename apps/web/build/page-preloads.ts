import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Where the build says which files each page module needs; read by the server, never served. */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';
/** The app itself, started by the tiny entry (src/main.tsx). */
const APP_MODULE = 'src/app/start.tsx';

/**
 * Preloads, so the browser fetches code in parallel instead of one file after the other:
 * - index.html preloads the app chunk (src/app/start.tsx), which the tiny entry only imports;
 * - `.vite/page-preloads.json` says, per page module (`{ "src/app/routes/…-page.tsx": ["assets/…js"] }`),
 *   the chunk holding it and every chunk that one imports; the server preloads them with a prerendered
 *   page. (Vite's manifest cannot say it: a chunk that also serves its page's own lazy parts has no `src`.)
 */
export function pagePreloads(): Plugin {
  let root = '';
  const sourceOf = (id: string) => path.relative(root, id).split(path.sep).join('/');

  /** The chunk holding the module `source` and every chunk it imports, without the entry. */
  function filesOf(bundle: Rollup.OutputBundle, source: (module: string) => boolean): string[] {
    const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
    const start = chunks.find((chunk) => chunk.moduleIds.some((id) => source(sourceOf(id))));
    const files = new Set<string>();
    const visit = (chunk: Rollup.OutputChunk | undefined) => {
      if (!chunk || chunk.isEntry || files.has(chunk.fileName)) {
        return;
      }
      files.add(chunk.fileName);
      for (const imported of chunk.imports) {
        visit(chunks.find((other) => other.fileName === imported));
      }
    };
    visit(start);
    return [...files];
  }

  return {
    name: 'tramites-page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // The app shell preloads the app chunk: it is needed at once, and main.tsx only imports it.
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) {
          return html;
        }
        const links = filesOf(context.bundle, (source) => source === APP_MODULE).map(
          (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
        );
        return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
      },
    },
    generateBundle(_options, bundle) {
      const preloads: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        for (const id of item.type === 'chunk' ? item.moduleIds : []) {
          const source = sourceOf(id);
          if (/^src\/app\/routes\/.+-page\.tsx$/.test(source)) {
            preloads[source] = filesOf(bundle, (module) => module === source);
          }
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
