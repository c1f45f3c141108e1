import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './build/compress-assets.ts';
import { pagePreloads } from './build/page-preloads.ts';

// `vite build` makes the app (dist/); `vite build --ssr src/entry-server.tsx` the prerenderer of the
// public pages that the server loads (dist-ssr/, never served as a file).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [pagePreloads(), compressAssets()])],
  // The prerenderer takes only the icons it uses: lucide-react's own Node entry loads all of them (~35 MB).
  ssr: { noExternal: ['lucide-react'] },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // Browsers without <link rel="modulepreload"> (Safari before 17) still run the app, only without the
    // preloads: not worth a polyfill in every first load.
    modulePreload: { polyfill: false },
    // terser packs the first load about 3% smaller than esbuild's minifier, once per build.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      // The shared package is pure declarations: let unused modules (zod schemas) drop out of the
      // chunks that only need constants, so the home page does not ship zod (DESIGN 7: ≤170 KB).
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/shared/') },
      // Chunks named by their hash only: every import and every lazy route's preload list repeats these
      // names, and the descriptive half cost public pages ~1 KB of brotli. The app chunk keeps its name
      // (the prerendered pages' browser test holds it back by name).
      output: {
        chunkFileNames: (chunk) => (chunk.name === 'start' ? 'assets/start-[hash].js' : 'assets/[hash].js'),
      },
    },
  },
}));
