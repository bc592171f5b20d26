import { useEffect } from 'react';

export const SITE_NAME = 'Domain Liquidation Marketplace';
export const DEFAULT_TITLE = `${SITE_NAME} | List Domains Under $1,000 Fast`;
export const DEFAULT_DESCRIPTION =
  'List domains priced at $1,000 or less for a flat $9.99 credit and keep the whole sale price: 0% commission.';

/** The configured site URL, else the page's origin (none when prerendered: PageMeta draws nothing). */
export function siteUrl(): string {
  const configured = import.meta.env.VITE_SITE_URL;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (configured && configured.length > 0 ? configured : origin).replace(/\/+$/, '');
}

interface PageMetaProps {
  /** Page title; the default "List Domains Under $1,000 Fast" title when omitted. */
  title?: string;
  description?: string;
  /** The page path, e.g. `/login`; the canonical link is the site URL plus this path. */
  path: string;
  /** Keeps search engines from indexing the page (a name that is not for sale). */
  noindex?: boolean;
  /** The page's social card, a PNG of 1200 by 630 (a listing's, drawn by the server). */
  image?: string;
}

/** The <meta> of `<head>` named by `attribute`, made once if the server's page had none. */
function metaTag(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (existing) return existing;
  const meta = document.createElement('meta');
  meta.setAttribute(attribute, key);
  document.head.append(meta);
  return meta;
}

function canonicalLink(): HTMLLinkElement {
  const existing = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (existing) return existing;
  const link = document.createElement('link');
  link.rel = 'canonical';
  document.head.append(link);
  return link;
}

/** The social card's tags, as the server renders them; none on a page without a card. */
function setImage(image: string | undefined): void {
  const tags = [
    { attribute: 'property', key: 'og:image', content: image },
    { attribute: 'property', key: 'og:image:width', content: '1200' },
    { attribute: 'property', key: 'og:image:height', content: '630' },
    { attribute: 'name', key: 'twitter:image', content: image },
  ] as const;
  for (const { attribute, key, content } of tags) {
    if (image && content) metaTag(attribute, key).content = content;
    else document.head.querySelector(`meta[${attribute}="${key}"]`)?.remove();
  }
}

/** The path of the page a JSON-LD script describes (its `url`), when it names one. */
function structuredDataPath(script: HTMLScriptElement): string | undefined {
  try {
    const { url } = JSON.parse(script.textContent) as { url?: unknown };
    return typeof url === 'string' ? decodeURIComponent(new URL(url).pathname) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server's JSON-LD (schema.org data of /d/{name}) describes the page it sent: once the SPA
 * has moved to another page, it would tell a crawler of that page another page's product.
 */
function removeStructuredDataOfOtherPages(path: string): void {
  for (const script of document.head.querySelectorAll<HTMLScriptElement>(
    'script[type="application/ld+json"]',
  ))
    if (structuredDataPath(script) !== decodeURIComponent(path)) script.remove();
}

/**
 * Title, description, canonical link and social-preview tags. The server renders the same set
 * into the public pages' <head> (backend/src/platform/web/spa-page.ts); this updates those tags
 * in place, making any that are missing, so that a page never holds two of one tag.
 */
export function PageMeta({
  title,
  description = DEFAULT_DESCRIPTION,
  path,
  noindex = false,
  image,
}: PageMetaProps) {
  const fullTitle = title ? `${title} | ${SITE_NAME}` : DEFAULT_TITLE;
  const url = `${siteUrl()}${path}`;
  useEffect(() => {
    document.title = fullTitle;
    metaTag('name', 'description').content = description;
    canonicalLink().href = url;
    metaTag('property', 'og:type').content = 'website';
    metaTag('property', 'og:site_name').content = SITE_NAME;
    metaTag('property', 'og:title').content = fullTitle;
    metaTag('property', 'og:description').content = description;
    metaTag('property', 'og:url').content = url;
    metaTag('name', 'twitter:card').content = image ? 'summary_large_image' : 'summary';
    metaTag('name', 'twitter:title').content = fullTitle;
    metaTag('name', 'twitter:description').content = description;
    if (noindex) metaTag('name', 'robots').content = 'noindex';
    else document.head.querySelector('meta[name="robots"]')?.remove();
    setImage(image);
    removeStructuredDataOfOtherPages(path);
  }, [fullTitle, description, url, path, noindex, image]);
  return null;
}
