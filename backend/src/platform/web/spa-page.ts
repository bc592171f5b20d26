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
}

/** What `vite build` writes to .vite/manifest.json: each chunk by its source. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** The SPA as built: its index.html and the manifest of its chunks. */
export interface BuiltSpa {
  index: string;
  manifest: ViteManifest;
}

/** `<link rel="modulepreload">` for a screen's chunk and those it imports, but index.html's own. */
export function screenPreloads(spa: BuiltSpa, screen: string | undefined): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = spa.manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  if (screen) visit(screen);
  return [...files]
    .filter((file) => !spa.index.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`);
}

/** JSON inside <script>: a `<` never closes the element, whatever the data holds. */
function scriptJson(data: Record<string, unknown>): string {
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
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
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
  const body = page.body ?? '';
  if (spa)
    return spa.index
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta\s+name="description"[^>]*>\s*/, '')
      .replace(
        '</head>',
        () =>
          [head, ...screenPreloads(spa, page.screen)].map((tags) => `    ${tags}\n`).join('') +
          '  </head>',
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
 * a build. A build without a manifest preloads nothing more than its index.html does.
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
  const manifest = await readFile(join(dir, '.vite', 'manifest.json'), 'utf8').then(
    (json) => JSON.parse(json) as ViteManifest,
    () => ({}),
  );
  return { index, manifest };
}
