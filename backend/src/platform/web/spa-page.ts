import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { escapeHtml } from '../http/html';
import { builtWebDir } from './web.module';

export const SITE_NAME = 'Domain Liquidation Marketplace';

/** What a page tells search engines and link previews; the SPA's PageMeta keeps the same tags. */
export interface PageHead {
  title: string;
  description: string;
  /** The canonical address: the site's URL plus the page's path. */
  url: string;
  noindex: boolean;
  /** The page's social card (og:image, twitter:image): a PNG of 1200 by 630. */
  image?: string;
  /** schema.org data, as a JSON-LD script (structured data, never run). */
  structuredData?: Record<string, unknown>;
}

/** A page: its head, and the HTML a browser shows before the SPA's scripts render it. */
export interface SpaPage {
  head: PageHead;
  body?: string;
  /**
   * The SPA's module of the page's screen (`src/...`, as Vite's manifest names it): its chunk and
   * the chunks it imports are preloaded with the page, not requested once the router asks for it.
   */
  screen?: string;
  /**
   * The path whose first screen the build prerendered (.vite/prerendered.json): sent as the
   * page's body when the page has none of its own.
   */
  prerendered?: string;
  /**
   * The key of the page's critical CSS (.vite/critical-css.json: a prerendered page's path, or
   * LANDING_PAGE_STYLES): inlined, with the whole stylesheet loaded without blocking the paint.
   */
  styles?: string;
}

/** The key of the critical CSS of every landing page (frontend/vite.config.mts). */
export const LANDING_PAGE_STYLES = '/d/{name}';

/** The key of a gated page's first screen signed in, and of its CSS (frontend/vite.config.mts). */
export const signedInScreen = (path: string) => `${path}#signed-in`;

/** What `vite build` writes to .vite/manifest.json: each chunk by its source. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** The SPA as built: its index.html, the manifest of its chunks, its prerendered first screens. */
export interface BuiltSpa {
  index: string;
  manifest: ViteManifest;
  /** The HTML of each prerendered page's first screen (frontend/vite.config.mts), by path. */
  prerendered: Record<string, string>;
  /** The CSS each first screen uses, by path (frontend/vite.config.mts). */
  criticalCss: Record<string, string>;
  /** The SPA's screens drawn on the server (frontend/src/prerender.tsx), when built. */
  renderer?: SpaRenderer;
}

/** What the build's frontend/src/prerender.tsx exports, as .vite/prerender/prerender.cjs. */
export interface SpaRenderer {
  /** The landing page of a listing on sale, and the query state the SPA starts from. */
  prerenderLanding(name: string, listing: unknown): Promise<{ html: string; state: unknown }>;
}

/**
 * A first screen the SPA draws over once loaded: inert until then, so that nothing typed into
 * or clicked on the picture of a form is lost when the SPA's own form replaces it (browsers and
 * tests wait for the real one), with the query state the SPA starts from when it has one.
 */
export function firstScreen(html: string, state?: unknown): string {
  return (
    `<div inert>${html}</div>` +
    (state === undefined
      ? ''
      : `<script type="application/json" id="prerendered-state">${scriptJson(state)}</script>`)
  );
}

/**
 * The SPA's module that main.tsx imports once the page has painted (src/app/start.tsx): its chunks
 * are preloaded with every page the server renders, so that they load beside the entry.
 */
export const SPA_START = 'src/app/start.tsx';

/**
 * The SPA's start and a screen's chunk, and the chunks they import, but index.html's own: as
 * `<link rel="modulepreload">` tags, loaded beside the entry; or, on a page with a first screen of
 * its own, as a list that main.tsx preloads once the page has painted (`#spa-preloads`), so that
 * the browser's first paint does not share the network with them (a phone's LCP, in Lighthouse's
 * model, counted every request that had begun before the paint).
 */
export function screenPreloads(
  spa: BuiltSpa,
  screen: string | undefined,
  afterPaint: boolean,
): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = spa.manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(SPA_START);
  if (screen) visit(screen);
  const paths = [...files]
    .filter((file) => !spa.index.includes(`/${file}"`))
    .map((file) => `/${file}`);
  if (afterPaint)
    return paths.length === 0
      ? []
      : [`<script type="application/json" id="spa-preloads">${scriptJson(paths)}</script>`];
  return paths.map((path) => `<link rel="modulepreload" crossorigin href="${escapeHtml(path)}">`);
}

/**
 * index.html with a first screen's critical CSS inline and its stylesheets loaded without blocking
 * the first paint: `media="print"` until the SPA's start (src/app/start.tsx), which waits for them
 * before it draws, makes them `all`; a browser without scripts has them in <noscript>. A phone
 * painted nothing until the whole of Mantine's stylesheet (253 KB) had come and been matched
 * against the page.
 */
function withCriticalCss(index: string, css: string): string {
  let inlined = false;
  return index.replace(/<link rel="stylesheet"([^>]*)>/g, (link: string, attributes: string) => {
    const deferred = `<link rel="stylesheet"${attributes} media="print" data-deferred-style><noscript>${link}</noscript>`;
    if (inlined) return deferred;
    inlined = true;
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>\n    ${deferred}`;
  });
}

/** JSON inside <script>: a `<` never closes the element, whatever the data holds. */
function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function headTags(head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const url = escapeHtml(head.url);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    ...(head.image
      ? [
          `<meta property="og:image" content="${escapeHtml(head.image)}">`,
          `<meta property="og:image:width" content="1200">`,
          `<meta property="og:image:height" content="630">`,
        ]
      : []),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    ...(head.image ? [`<meta name="twitter:image" content="${escapeHtml(head.image)}">`] : []),
    ...(head.noindex ? [`<meta name="robots" content="noindex">`] : []),
    ...(head.structuredData
      ? [`<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`]
      : []),
  ].join('\n    ');
}

/**
 * The page inside the built SPA's index.html (its scripts then render the full page), in place
 * of index.html's default title and description, or on its own when no SPA is built (the api
 * alone). The page goes in through replacer functions: a replacement string would read a
 * seller's `$&`, `$'` or `` $` `` as patterns and copy parts of index.html into the page.
 */
export function renderSpaPage(page: SpaPage, spa: BuiltSpa | undefined): string {
  const head = headTags(page.head);
  const prerendered =
    page.prerendered === undefined ? undefined : spa?.prerendered[page.prerendered];
  const body = page.body ?? (prerendered === undefined ? '' : firstScreen(prerendered));
  const styles = page.styles === undefined ? undefined : spa?.criticalCss[page.styles];
  if (spa)
    return (styles === undefined ? spa.index : withCriticalCss(spa.index, styles))
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta\s+name="description"[^>]*>\s*/, '')
      .replace(
        '</head>',
        () =>
          [head, ...screenPreloads(spa, page.screen, body !== '')]
            .map((tags) => `    ${tags}\n`)
            .join('') + '  </head>',
      )
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${head}
  </head>
  <body>
    ${body}
  </body>
</html>`;
}

/**
 * The built SPA's index.html and chunk manifest, read once; undefined when the api runs without
 * a build. A build without a manifest preloads nothing more than its index.html does, one
 * without prerendered pages sends them with an empty #root, and one without critical CSS sends
 * its stylesheets as they are.
 */
@Injectable()
export class SpaIndex {
  private spa?: Promise<BuiltSpa | undefined>;

  constructor(private readonly config: AppConfig) {}

  read(): Promise<BuiltSpa | undefined> {
    const dir = builtWebDir(this.config);
    this.spa ??= dir ? readBuiltSpa(dir) : Promise.resolve(undefined);
    return this.spa;
  }
}

async function readBuiltSpa(dir: string): Promise<BuiltSpa> {
  const index = await readFile(join(dir, 'index.html'), 'utf8');
  const json = <T>(file: string) =>
    readFile(join(dir, '.vite', file), 'utf8').then(
      (text) => JSON.parse(text) as T,
      () => ({}) as T,
    );
  const renderer = join(dir, '.vite', 'prerender', 'prerender.cjs');
  return {
    index,
    manifest: await json<ViteManifest>('manifest.json'),
    prerendered: await json<Record<string, string>>('prerendered.json'),
    criticalCss: await json<Record<string, string>>('critical-css.json'),
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's CommonJS file, found at run time
    renderer: existsSync(renderer) ? (require(renderer) as SpaRenderer) : undefined,
  };
}
