/** What a mail's one-click unsubscribe link is signed for (SignedLinks). */
export const UNSUBSCRIBE_PURPOSE = 'watchlists.unsubscribe';
export const UNSUBSCRIBE_PATH = '/api/watchlists/unsubscribe';
