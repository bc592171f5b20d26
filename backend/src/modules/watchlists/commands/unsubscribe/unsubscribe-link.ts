/** What a mail's one-click unsubscribe link is signed for (SignedLinks). */
export const UNSUBSCRIBE_PURPOSE = 'watchlists.unsubscribe';
export const UNSUBSCRIBE_PATH = '/api/watchlists/unsubscribe';
/** A link works for a year after its mail was sent; after that, the settings screen does it. */
export const UNSUBSCRIBE_LINK_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
