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
export function renderSpaPage(page: SpaPage, spaIndex: string | undefined): string {
  const head = headTags(page.head);
  const body = page.body ?? '';
  if (spaIndex)
    return spaIndex
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta\s+name="description"[^>]*>\s*/, '')
      .replace('</head>', () => `    ${head}\n  </head>`)
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

/** The built SPA's index.html, read once; undefined when the api runs without a build. */
@Injectable()
export class SpaIndex {
  private index?: Promise<string | undefined>;

  constructor(private readonly config: AppConfig) {}

  read(): Promise<string | undefined> {
    const dir = builtWebDir(this.config);
    this.index ??= dir ? readFile(join(dir, 'index.html'), 'utf8') : Promise.resolve(undefined);
    return this.index;
  }
}
