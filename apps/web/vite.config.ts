import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './build/compress-assets.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), compressAssets()],
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      // The shared package is pure declarations: let unused modules (zod schemas) drop out of the
      // chunks that only need constants, so the home page does not ship zod (DESIGN 7: ≤170 KB).
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/shared/') },
    },
  },
});
