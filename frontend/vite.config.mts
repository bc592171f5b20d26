import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  root: frontendRoot,
  // Brotli (quality 11) and gzip copies of every text file of the build, sent as they are by the
  // server (backend/src/platform/web/web.module.ts, docker/nginx.conf): compressed once, here.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // .vite/manifest.json: the server preloads a public page's own chunk with the page
    // (backend/src/platform/web/spa-page.ts), so that it loads beside the entry, not after it.
    manifest: true,
    rolldownOptions: {
      output: {
        // React changes less often than the app: its chunk stays cached across releases. The other
        // libraries the first page needs share one chunk ('$initial': the entry's static imports);
        // the rest is left to the bundler, so each screen's libraries load with it. A group for
        // all of Mantine and one for all of node_modules put every component and library of every
        // screen into the first load of / (233 KB of gzipped JavaScript with the old home page,
        // 175 KB without those groups; npm run bench -- frontend), and the charts load with the
        // dashboard, the only screen that draws.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
            { name: 'initial', test: /node_modules[\\/]/, tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/health': { target: apiTarget, changeOrigin: true },
    },
  },
  test: {
    root: frontendRoot,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
