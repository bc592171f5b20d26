import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:3000';

/** The public pages whose first screen is the same for every visitor signed out. */
const PRERENDERED_PAGES = ['/', '/about', '/terms', '/privacy', '/login', '/signup'];

/** What src/prerender.tsx exports, built for Node into .vite/prerender/prerender.cjs. */
interface PrerenderModule {
  prerender: (path: string) => Promise<string>;
}

/**
 * After the SPA's build, a build of src/prerender.tsx for Node (everything in one CommonJS file,
 * .vite/prerender/prerender.cjs, which the server also loads to render /d/{name}) draws each
 * public page's first screen with react-dom/server into .vite/prerendered.json (path to HTML);
 * the server puts it into the page's #root (backend/src/platform/web/spa-page.ts), so that the
 * page's heading and text paint from the HTML, not once the scripts have run.
 */
function prerenderPublicPages(): Plugin {
  let outDir = '';
  return {
    name: 'prerender-public-pages',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const serverDir = join(outDir, '.vite', 'prerender');
      await build({
        configFile: false,
        root: frontendRoot,
        logLevel: 'error',
        plugins: [react()],
        publicDir: false,
        ssr: { noExternal: true },
        build: {
          ssr: 'src/prerender.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          rolldownOptions: { output: { format: 'cjs', entryFileNames: 'prerender.cjs' } },
        },
      });
      const { prerender } = createRequire(import.meta.url)(
        join(serverDir, 'prerender.cjs'),
      ) as PrerenderModule;
      const pages: Record<string, string> = {};
      for (const path of PRERENDERED_PAGES) pages[path] = await prerender(path);
      await writeFile(join(outDir, '.vite', 'prerendered.json'), JSON.stringify(pages));
    },
  };
}

export default defineConfig({
  root: frontendRoot,
  // Brotli (quality 11) and gzip copies of every text file of the build, sent as they are by the
  // server (backend/src/platform/web/web.module.ts, docker/nginx.conf): compressed once, here.
  plugins: [
    react(),
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
    prerenderPublicPages(),
  ],
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
