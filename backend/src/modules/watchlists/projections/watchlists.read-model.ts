import { defineTable, defineReadModel } from '../../../platform/projections/read-model';
import {
  type StoredSearchColumns,
  storedSearchColumns,
  storedSearchOf,
  type StoredWordsRow,
  storedWordsRow,
} from '../../marketplace';
import {
  ALERT_EVENT_TYPES,
  type AlertSent,
  WATCHLIST_EVENT_TYPES,
  type WatchlistEvent,
} from '../model/watchlist.events';

type Event = WatchlistEvent | AlertSent;
type Data<T extends Event['type']> = Extract<Event, { type: T }>['data'];

type ItemRow = {
  buyer_id: string;
  listing_id: string;
  name: string;
  price_cents_watched: number;
  watched_at: string;
};

type SearchRow = {
  id: string;
  buyer_id: string;
  name: string;
  url: string;
  frequency: string;
  created_at: string;
} & StoredSearchColumns;

type SettingsRow = { buyer_id: string; search_alerts: boolean; watch_notices: boolean };

type AlertSentRow = { buyer_id: string; listing_id: string; kind: string; sent_on: string };

/** What a line of an alert counts as: a listing mailed once as a match, a notice once a day. */
const sentKind = (kind: string) => (kind === 'match' ? 'match' : 'notice');

/**
 * What each buyer watches (`watchlist_items`), their saved searches with the marketplace's
 * reading of each URL (`saved_searches`) and the distinct words of all of them
 * (`saved_search_words`, kept when their searches go: a word costs one probe), their notification
 * settings (`watchlist_settings`) and the listings each was mailed about (`watchlist_alerts_sent`:
 * a listing once as a match, and a watched listing at most once a day). Inline: a click shows at
 * once, and an alert is checked against what was sent in the same transaction that sends the next.
 */
export const watchlistsReadModel = defineReadModel({
  name: 'watchlists',
  eventTypes: [...WATCHLIST_EVENT_TYPES, ...ALERT_EVENT_TYPES],
  tables: [
    defineTable<ItemRow>({
      table: 'watchlist_items',
      columns: ['buyer_id', 'listing_id', 'name', 'price_cents_watched', 'watched_at'],
      key: ['buyer_id', 'listing_id'],
      madeBy: ['watchlists.ListingWatched'],
      keysOf(event) {
        if (
          event.type !== 'watchlists.ListingWatched' &&
          event.type !== 'watchlists.ListingUnwatched'
        )
          return [];
        const { buyerId, listingId } = event.data as Data<'watchlists.ListingUnwatched'>;
        return [{ buyer_id: buyerId, listing_id: listingId }];
      },
      evolve(item, event) {
        if (event.type === 'watchlists.ListingUnwatched') return undefined;
        const d = event.data as Data<'watchlists.ListingWatched'>;
        return (
          item ?? {
            buyer_id: d.buyerId,
            listing_id: d.listingId,
            name: d.name,
            price_cents_watched: d.priceCents,
            watched_at: d.watchedAt,
          }
        );
      },
    }),
    defineTable<SearchRow>({
      table: 'saved_searches',
      columns: [
        'id',
        'buyer_id',
        'name',
        'url',
        'frequency',
        'created_at',
        'search',
        'min_price_cents',
        'max_price_cents',
        'category',
        'extension',
        'registrar',
        'verified',
      ],
      key: ['id'],
      madeBy: ['watchlists.SearchSaved'],
      keysOf: (event) =>
        event.type === 'watchlists.SearchSaved' || event.type === 'watchlists.SearchRemoved'
          ? [{ id: (event.data as Data<'watchlists.SearchRemoved'>).searchId }]
          : [],
      evolve(search, event) {
        if (event.type === 'watchlists.SearchRemoved') return undefined;
        const d = event.data as Data<'watchlists.SearchSaved'>;
        return (
          search ?? {
            id: d.searchId,
            buyer_id: d.buyerId,
            name: d.name,
            url: d.url,
            frequency: d.frequency,
            created_at: d.savedAt,
            ...storedSearchColumns(storedSearchOf(d.url)),
          }
        );
      },
    }),
    defineTable<StoredWordsRow>({
      table: 'saved_search_words',
      columns: ['search', 'search_words', 'search_loose', 'search_piece'],
      key: ['search'],
      appendOnly: true,
      keysOf(event) {
        if (event.type !== 'watchlists.SearchSaved') return [];
        const { search } = storedSearchOf((event.data as Data<'watchlists.SearchSaved'>).url);
        return search === null ? [] : [{ search }];
      },
      evolve: (_words, _event, _read, key) => storedWordsRow(key.search as string),
    }),
    defineTable<SettingsRow>({
      table: 'watchlist_settings',
      columns: ['buyer_id', 'search_alerts', 'watch_notices'],
      key: ['buyer_id'],
      keysOf: (event) =>
        event.type === 'watchlists.NotificationSettingsChanged'
          ? [{ buyer_id: (event.data as Data<'watchlists.NotificationSettingsChanged'>).buyerId }]
          : [],
      evolve(_settings, event) {
        const d = event.data as Data<'watchlists.NotificationSettingsChanged'>;
        return {
          buyer_id: d.buyerId,
          search_alerts: d.searchAlerts,
          watch_notices: d.watchNotices,
        };
      },
    }),
    defineTable<AlertSentRow>({
      table: 'watchlist_alerts_sent',
      columns: ['buyer_id', 'listing_id', 'kind', 'sent_on'],
      key: ['buyer_id', 'listing_id', 'kind', 'sent_on'],
      appendOnly: true,
      keysOf(event) {
        if (event.type !== 'watchlists.AlertSent') return [];
        const { buyerId, lines, sentAt } = event.data as Data<'watchlists.AlertSent'>;
        const sentOn = new Date(sentAt).toISOString().slice(0, 10);
        return lines.map((line) => ({
          buyer_id: buyerId,
          listing_id: line.listingId,
          kind: sentKind(line.kind),
          sent_on: sentOn,
        }));
      },
      evolve: (_sent, _event, _read, key) => key as AlertSentRow,
    }),
  ],
});
