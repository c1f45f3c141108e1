import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/**
 * A compressed twin is kept only when it saves more than this: its `Content-Encoding` header costs about
 * 24 bytes. Small chunks (an icon, a helper) do gain: 300 bytes of JavaScript brotli to about 200.
 */
const MIN_SAVING_BYTES = 32;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside every text asset once, at build
 * time: the server then sends the best one a browser accepts and never compresses per request.
 */
export function compressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tramites-compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        // .vite/ holds build metadata for the server, never sent to a browser.
        const isMetadata = path.relative(outDir, file).startsWith(`.vite${path.sep}`);
        if (isMetadata || !COMPRESSIBLE.test(file)) {
          continue;
        }
        const body = readFileSync(file);
        const brotli = brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        const gzip = gzipSync(body, { level: 9 });
        if (body.length - brotli.length > MIN_SAVING_BYTES) {
          writeFileSync(`${file}.br`, brotli);
        }
        if (body.length - gzip.length > MIN_SAVING_BYTES) {
          writeFileSync(`${file}.gz`, gzip);
        }
      }
    },
  };
}
