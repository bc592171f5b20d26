import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Bench } from '../support/bench';
import { REPO_ROOT } from '../support/services';
import { buildSpa } from '../support/spa-build';

const HOME_JS_TARGET_KB = 180;
/** The screens only sellers use; `/` must not load any of them. */
const SELLER_SCREENS = [
  'src/features/inquiries/',
  'src/features/dashboard/',
  'src/features/listings/',
  'src/features/deals/',
  'src/features/billing/',
  'src/features/credits/',
  'src/features/offers/',
  'src/app/routes/dashboard/',
  'src/app/routes/billing/',
  'src/app/routes/seller-dashboard/',
  'src/app/routes/domain/',
];
/** What the entry imports once the page has painted: the SPA itself (frontend/src/main.tsx). */
const START = 'src/app/start.tsx';
const ROUTES: Record<string, string> = {
  '/': 'src/features/marketing/routes/home.tsx',
  '/marketplace': 'src/app/routes/marketplace/marketplace.tsx',
};

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A chunk and every chunk it imports statically, as the browser loads them. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The production build of the SPA (`vite build`, with its manifest, into dist/bench/web), and the
 * JavaScript and CSS the first load of `/` and of `/marketplace` fetches: the entry, the SPA's start
 * that it imports once the page has painted, the route's chunk when the router loads it lazily, and
 * everything they import statically, gzipped (level 6).
 */
export const frontendBench: Bench = {
  name: 'frontend',
  summary: 'gzipped JavaScript and CSS of the first load of / and /marketplace',
  async run(context) {
    const outDir = join(REPO_ROOT, 'dist', 'bench', 'web');
    context.progress('vite build');
    buildSpa(outDir);
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
    if (!entry) throw new Error('The build has no entry chunk');
    const gzipped = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;

    const loads: Record<string, { js: number; css: number; chunks: string[] }> = {};
    for (const [route, source] of Object.entries(ROUTES)) {
      const routeChunk = Object.keys(manifest).find((key) => manifest[key].src === source);
      const keys = closure(manifest, [entry, START, ...(routeChunk ? [routeChunk] : [])]);
      const chunks = [...keys].map((key) => manifest[key]);
      const css = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
      loads[route] = {
        js: chunks.reduce((sum, chunk) => sum + gzipped(chunk.file), 0),
        css: [...css].reduce((sum, file) => sum + gzipped(file), 0),
        chunks: chunks.map((chunk) => chunk.src ?? chunk.file),
      };
    }
    const homeKeys = closure(manifest, [
      entry,
      START,
      ...Object.keys(manifest).filter((key) => manifest[key].src === ROUTES['/']),
    ]);
    const sellerScreensOnHome = [...homeKeys]
      .map((key) => manifest[key].src ?? '')
      .filter((source) => SELLER_SCREENS.some((screen) => source.startsWith(screen)));
    const kb = (bytes: number) => bytes / 1024;
    const home = loads['/'];
    const marketplace = loads['/marketplace'];
    return {
      figures: [
        {
          bench: 'frontend',
          label: '/ JavaScript (gzip)',
          value: kb(home.js),
          unit: 'KB',
          target: `< ${HOME_JS_TARGET_KB} KB`,
          pass: kb(home.js) < HOME_JS_TARGET_KB,
        },
        { bench: 'frontend', label: '/ CSS (gzip)', value: kb(home.css), unit: 'KB' },
        {
          bench: 'frontend',
          label: '/marketplace JavaScript (gzip)',
          value: kb(marketplace.js),
          unit: 'KB',
        },
        {
          bench: 'frontend',
          label: '/marketplace CSS (gzip)',
          value: kb(marketplace.css),
          unit: 'KB',
        },
        {
          bench: 'frontend',
          label: 'seller screens loaded by /',
          value: sellerScreensOnHome.length,
          unit: '',
          digits: 0,
          target: 'none',
          pass: sellerScreensOnHome.length === 0,
        },
      ],
      details: { loads, sellerScreensOnHome, gzipLevel: 6 },
    };
  },
};
