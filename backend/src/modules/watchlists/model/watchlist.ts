import { streamOf } from '../../../platform/event-store/decider';
import { ListingNotFoundError } from '../../listings';
import {
  type AlertFrequency,
  type AlertLineKind,
  type AlertSent,
  type WatchlistEvent,
  alertsStreamId,
  watchlistStreamId,
} from './watchlist.events';
import {
  OwnListingError,
  SavedSearchNotFoundError,
  TooManySavedSearchesError,
} from './watchlist.errors';
import { MAX_SAVED_SEARCHES } from './watchlist-rules';

export interface NotificationSettings {
  searchAlerts: boolean;
  watchNotices: boolean;
}

export const DEFAULT_SETTINGS: NotificationSettings = { searchAlerts: true, watchNotices: true };

export interface WatchlistState {
  watched: ReadonlySet<string>;
  searches: ReadonlySet<string>;
  settings: NotificationSettings;
}

export const initialWatchlist = (): WatchlistState => ({
  watched: new Set(),
  searches: new Set(),
  settings: DEFAULT_SETTINGS,
});

/** The listing as the buyer may watch it: on the marketplace, someone else's. */
export interface WatchedListing {
  listingId: string;
  sellerId: string;
  name: string;
  priceCents: number;
  onMarketplace: boolean;
}

export type WatchlistCommand =
  | { type: 'WatchListing'; buyerId: string; listing: WatchedListing | undefined; now: Date }
  | { type: 'UnwatchListing'; buyerId: string; listingId: string; now: Date }
  | {
      type: 'SaveSearch';
      buyerId: string;
      searchId: string;
      name: string;
      url: string;
      frequency: AlertFrequency;
      now: Date;
    }
  | { type: 'RemoveSearch'; buyerId: string; searchId: string; now: Date }
  | {
      type: 'ChangeSettings';
      buyerId: string;
      settings: NotificationSettings;
      via: 'settings' | 'unsubscribe_link';
      now: Date;
    };

export function evolve(state: WatchlistState, event: WatchlistEvent): WatchlistState {
  switch (event.type) {
    case 'watchlists.ListingWatched':
      return { ...state, watched: new Set(state.watched).add(event.data.listingId) };
    case 'watchlists.ListingUnwatched': {
      const watched = new Set(state.watched);
      watched.delete(event.data.listingId);
      return { ...state, watched };
    }
    case 'watchlists.SearchSaved':
      return { ...state, searches: new Set(state.searches).add(event.data.searchId) };
    case 'watchlists.SearchRemoved': {
      const searches = new Set(state.searches);
      searches.delete(event.data.searchId);
      return { ...state, searches };
    }
    case 'watchlists.NotificationSettingsChanged':
      return {
        ...state,
        settings: { searchAlerts: event.data.searchAlerts, watchNotices: event.data.watchNotices },
      };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/**
 * Watching what is watched, unwatching what is not and settings as they are change nothing, so
 * a repeated click or request appends no event.
 */
export function decide(command: WatchlistCommand, state: WatchlistState): WatchlistEvent[] {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'WatchListing': {
      const { listing, buyerId } = command;
      if (!listing?.onMarketplace) throw new ListingNotFoundError();
      if (listing.sellerId === buyerId) throw new OwnListingError();
      if (state.watched.has(listing.listingId)) return [];
      return [
        {
          type: 'watchlists.ListingWatched',
          data: {
            buyerId,
            listingId: listing.listingId,
            name: listing.name,
            priceCents: listing.priceCents,
            watchedAt: at,
          },
        },
      ];
    }
    case 'UnwatchListing':
      if (!state.watched.has(command.listingId)) return [];
      return [
        {
          type: 'watchlists.ListingUnwatched',
          data: { buyerId: command.buyerId, listingId: command.listingId, unwatchedAt: at },
        },
      ];
    case 'SaveSearch':
      if (state.searches.size >= MAX_SAVED_SEARCHES) throw new TooManySavedSearchesError();
      return [
        {
          type: 'watchlists.SearchSaved',
          data: {
            buyerId: command.buyerId,
            searchId: command.searchId,
            name: command.name,
            url: command.url,
            frequency: command.frequency,
            savedAt: at,
          },
        },
      ];
    case 'RemoveSearch':
      if (!state.searches.has(command.searchId)) throw new SavedSearchNotFoundError();
      return [
        {
          type: 'watchlists.SearchRemoved',
          data: { buyerId: command.buyerId, searchId: command.searchId, removedAt: at },
        },
      ];
    case 'ChangeSettings': {
      const { settings } = command;
      if (
        settings.searchAlerts === state.settings.searchAlerts &&
        settings.watchNotices === state.settings.watchNotices
      )
        return [];
      return [
        {
          type: 'watchlists.NotificationSettingsChanged',
          data: { buyerId: command.buyerId, ...settings, via: command.via, changedAt: at },
        },
      ];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export function watchlistStream(buyerId: string) {
  return streamOf(watchlistStreamId(buyerId), { initialState: initialWatchlist, evolve });
}

/**
 * The buyer's alerts log. Nothing is decided on its events (what was sent is read from its
 * projection), but it is read, so that a command run again with its id is answered as a replay.
 */
export function alertsStream(buyerId: string) {
  return streamOf<null, AlertSent>(alertsStreamId(buyerId), {
    initialState: () => null,
    evolve: () => null,
  });
}

/** A line waiting to be mailed. */
export interface PendingLine {
  listingId: string;
  kind: AlertLineKind;
  name: string;
  priceCents: number;
  /** The saved search a new listing matched. */
  searchName: string | null;
  /** The price when the buyer began to watch it. */
  watchedPriceCents: number | null;
}

/**
 * The mail of the lines due for the buyer, or nothing: nothing when the buyer turned that kind
 * of mail off, and no line about a listing already alerted as a match.
 */
export function decideAlert(command: {
  buyerId: string;
  mode: AlertSent['data']['mode'];
  lines: readonly PendingLine[];
  settings: NotificationSettings;
  alreadyMatched: ReadonlySet<string>;
  now: Date;
}): { event: AlertSent; lines: PendingLine[] } | undefined {
  const wanted =
    command.mode === 'notices' ? command.settings.watchNotices : command.settings.searchAlerts;
  if (!wanted) return undefined;
  const lines = command.lines.filter(
    (line) => line.kind !== 'match' || !command.alreadyMatched.has(line.listingId),
  );
  if (lines.length === 0) return undefined;
  return {
    event: {
      type: 'watchlists.AlertSent',
      data: {
        buyerId: command.buyerId,
        mode: command.mode,
        lines: lines.map(({ listingId, kind }) => ({ listingId, kind })),
        sentAt: command.now.toISOString(),
      },
    },
    lines,
  };
}
