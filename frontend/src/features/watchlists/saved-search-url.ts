/** What a marketplace address keeps when saved: its search, filters and sort, not its page or view. */
const NOT_SAVED = ['page', 'view', 'contact'];

export function savedSearchUrl(params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  for (const key of NOT_SAVED) kept.delete(key);
  const query = kept.toString();
  return query ? `/marketplace?${query}` : '/marketplace';
}
