/** A buyer keeps at most this many saved searches. */
export const MAX_SAVED_SEARCHES = 20;
/** A saved search's name, trimmed. */
export const SEARCH_NAME_MAX_LENGTH = 60;
/** A digest names at most this many listings, then links to all of them. */
export const DIGEST_MAX_LINES = 20;
