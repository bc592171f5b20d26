/** What a marketplace address keeps when saved: its search, filters and sort, not its page or view. */
const NOT_SAVED = ['page', 'view', 'contact'];

export function savedSearchUrl(params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  for (const key of NOT_SAVED) kept.delete(key);
  const query = kept.toString();
  return query ? `/marketplace?${query}` : '/marketplace';
}

const ORIGIN = 'https://marketplace.invalid';

/**
 * A saved search's address as a link of this app: `/marketplace` and its query, rebuilt from the
 * parsed address; null for any other page, site or scheme (a search saved before the API checked
 * addresses may hold one), which is then shown without a link.
 */
export function marketplaceLink(url: string): string | null {
  // eslint-disable-next-line no-control-regex -- a control character or backslash is refused
  if (!url.startsWith('/marketplace') || /[\\\u0000-\u001f\u007f]/.test(url)) return null;
  const parsed = new URL(url, ORIGIN);
  if (parsed.origin !== ORIGIN || parsed.pathname !== '/marketplace') return null;
  return `${parsed.pathname}${parsed.search}`;
}
