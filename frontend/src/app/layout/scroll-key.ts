import type { Location } from 'react-router-dom';

/** The key the browser history gives every entry the router did not create itself. */
const ENTRY_NOT_MADE_BY_ROUTER = 'default';

/**
 * Where <ScrollRestoration> files a page's scroll position. By default it uses the history entry's
 * key, but every page opened by address, link from outside or reload of such a page shares the key
 * `default`, so a fresh `/about#contact` was scrolled back to where another page of the tab had been
 * left. Those entries are told apart by their address instead.
 */
export function scrollRestorationKey(location: Location): string {
  return location.key === ENTRY_NOT_MADE_BY_ROUTER
    ? `${location.pathname}${location.search}${location.hash}`
    : location.key;
}
