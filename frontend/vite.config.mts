import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { build, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:3000';

/** The public pages whose first screen is the same for every visitor signed out. */
const PRERENDERED_PAGES = [
  '/',
  '/about',
  '/marketplace',
  '/terms',
  '/privacy',
  '/login',
  '/signup',
];

/** The public pages whose content is gated: their first screen signed in is one of its own. */
const GATED_PAGES = ['/marketplace'];

/** The key of the landing pages' critical CSS (backend/src/platform/web/spa-page.ts). */
const LANDING_PAGES = '/d/{name}';

/** The key of a gated page's signed-in first screen (backend/src/platform/web/spa-page.ts). */
const signedIn = (path: string) => `${path}#signed-in`;

/** What src/prerender.tsx exports, built for Node into .vite/prerender/prerender.cjs. */
interface PrerenderModule {
  prerender: (path: string) => Promise<string>;
  prerenderSignedIn: (path: string) => Promise<string>;
  prerenderLandingSamples: () => Promise<string>;
}

/**
 * The CSS rules of the built stylesheets that style a first screen (beasties: the rules whose
 * selectors match an element of the page, with the variables, media queries and keyframes they
 * need), minified. The server inlines it and loads the whole stylesheet without blocking the
 * first paint (spa-page.ts); a phone's first paint waited for 253 KB of Mantine's CSS.
 */
async function criticalCss(
  beasties: Beasties,
  index: string,
  firstScreen: string,
): Promise<string> {
  const page = await beasties.process(
    index.replace('<div id="root"></div>', () => `<div id="root">${firstScreen}</div>`),
  );
  const css = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1];
  if (css === undefined) throw new Error('beasties inlined no CSS for a first screen');
  return css;
}

/**
 * After the SPA's build, a build of src/prerender.tsx for Node (everything in one CommonJS file,
 * .vite/prerender/prerender.cjs, which the server also loads to render /d/{name}) draws each
 * public page's first screen with react-dom/server into .vite/prerendered.json (path to HTML),
 * and the CSS each uses, and that landing pages use, into .vite/critical-css.json; the server puts
 * them into the page (backend/src/platform/web/spa-page.ts), so that the page's heading and text
 * paint from the HTML, not once the scripts and the whole stylesheet have come.
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
      const { prerender, prerenderSignedIn, prerenderLandingSamples } = createRequire(
        import.meta.url,
      )(join(serverDir, 'prerender.cjs')) as PrerenderModule;
      const index = await readFile(join(outDir, 'index.html'), 'utf8');
      const beasties = new Beasties({
        path: outDir,
        publicPath: '/',
        logLevel: 'silent',
        reduceInlineStyles: false,
      });
      const pages: Record<string, string> = {};
      const styles: Record<string, string> = {};
      for (const path of PRERENDERED_PAGES) {
        pages[path] = await prerender(path);
        styles[path] = await criticalCss(beasties, index, pages[path]);
      }
      for (const path of GATED_PAGES) {
        pages[signedIn(path)] = await prerenderSignedIn(path);
        styles[signedIn(path)] = await criticalCss(beasties, index, pages[signedIn(path)]);
      }
      styles[LANDING_PAGES] = await criticalCss(beasties, index, await prerenderLandingSamples());
      await writeFile(join(outDir, '.vite', 'prerendered.json'), JSON.stringify(pages));
      await writeFile(join(outDir, '.vite', 'critical-css.json'), JSON.stringify(styles));
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
    // .vite/manifest.json: the server preloads the SPA's start and a public page's own chunk with
    // the page (backend/src/platform/web/spa-page.ts), so that they load beside the entry.
    manifest: true,
    rolldownOptions: {
      output: {
        // React changes less often than the app: its chunk stays cached across releases. The rest
        // is left to the bundler, so each screen's libraries load with it. A group for all of
        // Mantine and one for all of node_modules put every component and library of every screen
        // into the first load of / (233 KB of gzipped JavaScript with the old home page, 175 KB
        // without those groups; npm run bench -- frontend), and the charts load with the
        // dashboard, the only screen that draws.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
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
    // Vitest's default is one worker less than the cores: one worker on a two-core machine, which
    // then waits on each test's timers and network stand-ins one file at a time (ADR 0043).
    maxWorkers: '100%',
    // A test's whole time, findBy waits of up to 15 s each (src/test/setup.ts) included: the 5 s
    // default failed tests that were only slow on a busy machine.
    testTimeout: 60_000,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
