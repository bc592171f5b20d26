/**
 * Events of a buyer's `watchlist-<buyerId>` stream: what they watch, the searches they saved and
 * how they want to hear about them. The alerts mailed to them are a log of their own,
 * `alerts-<buyerId>` (`AlertSent`). No event holds an address: mails are addressed when written.
 */
export const WATCHLIST_STREAM_PREFIX = 'watchlist-';
export const watchlistStreamId = (buyerId: string) => `${WATCHLIST_STREAM_PREFIX}${buyerId}`;
export const ALERTS_STREAM_PREFIX = 'alerts-';
export const alertsStreamId = (buyerId: string) => `${ALERTS_STREAM_PREFIX}${buyerId}`;

export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export interface ListingWatched {
  type: 'watchlists.ListingWatched';
  data: {
    buyerId: string;
    listingId: string;
    name: string;
    /** The price when the buyer began to watch: "My watchlist" shows the change since. */
    priceCents: number;
    watchedAt: string;
  };
}

export interface ListingUnwatched {
  type: 'watchlists.ListingUnwatched';
  data: { buyerId: string; listingId: string; unwatchedAt: string };
}

/** `url`: the marketplace address as the buyer saved it (its query, filters and sort). */
export interface SearchSaved {
  type: 'watchlists.SearchSaved';
  data: {
    buyerId: string;
    searchId: string;
    name: string;
    url: string;
    frequency: AlertFrequency;
    savedAt: string;
  };
}

export interface SearchRemoved {
  type: 'watchlists.SearchRemoved';
  data: { buyerId: string; searchId: string; removedAt: string };
}

/**
 * The buyer's notification settings: alerts of saved searches, and notices of watched listings
 * (price drops, sales). `via`: the settings screen or a mail's one-click unsubscribe link.
 */
export interface NotificationSettingsChanged {
  type: 'watchlists.NotificationSettingsChanged';
  data: {
    buyerId: string;
    searchAlerts: boolean;
    watchNotices: boolean;
    via: 'settings' | 'unsubscribe_link';
    changedAt: string;
  };
}

export type WatchlistEvent =
  ListingWatched | ListingUnwatched | SearchSaved | SearchRemoved | NotificationSettingsChanged;

export const WATCHLIST_EVENT_TYPES = [
  'watchlists.ListingWatched',
  'watchlists.ListingUnwatched',
  'watchlists.SearchSaved',
  'watchlists.SearchRemoved',
  'watchlists.NotificationSettingsChanged',
] as const satisfies readonly WatchlistEvent['type'][];

/** What an alert line is about: a new listing a saved search matches, or a watched listing. */
export type AlertLineKind = 'match' | 'price_drop' | 'sold';

/**
 * One mail to the buyer: an instant alert of a new listing, the daily digest of new listings,
 * or the notices of watched listings (price drops and sales). Every line it covered is listed,
 * also those past the twenty a digest names.
 */
export interface AlertSent {
  type: 'watchlists.AlertSent';
  data: {
    buyerId: string;
    mode: 'instant' | 'digest' | 'notices';
    lines: { listingId: string; kind: AlertLineKind }[];
    sentAt: string;
  };
}

export const ALERT_EVENT_TYPES = ['watchlists.AlertSent'] as const;
