import { DeciderSpecification } from '../../../platform/event-store/testing/decider-specification';
import {
  decide,
  decideAlert,
  DEFAULT_SETTINGS,
  evolve,
  initialWatchlist,
  type PendingLine,
  type WatchedListing,
} from './watchlist';
import { type WatchlistEvent } from './watchlist.events';
import { MAX_SAVED_SEARCHES } from './watchlist-rules';

const given = DeciderSpecification.for({ initialState: initialWatchlist, evolve, decide });
const now = new Date('2026-06-01T12:00:00.000Z');
const at = now.toISOString();
const listing: WatchedListing = {
  listingId: 'listing-1',
  sellerId: 'seller-1',
  name: 'harborlight.com',
  priceCents: 14900,
  onMarketplace: true,
};
const watched: WatchlistEvent = {
  type: 'watchlists.ListingWatched',
  data: {
    buyerId: 'buyer-1',
    listingId: 'listing-1',
    name: 'harborlight.com',
    priceCents: 14900,
    watchedAt: at,
  },
};
const saved = (searchId: string): WatchlistEvent => ({
  type: 'watchlists.SearchSaved',
  data: {
    buyerId: 'buyer-1',
    searchId,
    name: 'Harbor',
    url: '/marketplace?search=harbor',
    frequency: 'instant',
    savedAt: at,
  },
});
const watch = (overrides: Partial<WatchedListing> = {}) => ({
  type: 'WatchListing' as const,
  buyerId: 'buyer-1',
  listing: { ...listing, ...overrides },
  now,
});

describe('a buyer’s watchlist', () => {
  it('watches a listing on the marketplace with its price, once', () => {
    given().when(watch()).then([watched]);
    given(watched).when(watch()).thenNothingHappened();
  });

  it('refuses the buyer’s own listing and a listing off the marketplace', () => {
    given()
      .when(watch({ sellerId: 'buyer-1' }))
      .thenThrows('OWN_LISTING');
    given()
      .when(watch({ onMarketplace: false }))
      .thenThrows('NOT_FOUND');
  });

  it('unwatches what is watched, and nothing else', () => {
    const unwatch = {
      type: 'UnwatchListing' as const,
      buyerId: 'buyer-1',
      listingId: 'listing-1',
      now,
    };
    given(watched)
      .when(unwatch)
      .then([
        {
          type: 'watchlists.ListingUnwatched',
          data: { buyerId: 'buyer-1', listingId: 'listing-1', unwatchedAt: at },
        },
      ]);
    given().when(unwatch).thenNothingHappened();
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} saved searches, and removes only its own`, () => {
    const full = Array.from({ length: MAX_SAVED_SEARCHES }, (_, index) => saved(`s${index}`));
    const save = {
      type: 'SaveSearch' as const,
      buyerId: 'buyer-1',
      searchId: 'new',
      name: 'Harbor',
      url: '/marketplace?search=harbor',
      frequency: 'instant' as const,
      now,
    };
    given(...full.slice(1))
      .when(save)
      .then([{ ...saved('new') }]);
    given(...full)
      .when(save)
      .thenThrows('TOO_MANY_SAVED_SEARCHES');
    given(saved('s1'))
      .when({ type: 'RemoveSearch', buyerId: 'buyer-1', searchId: 'other', now })
      .thenThrows('NOT_FOUND');
  });

  it('records a change of settings, not the same settings again', () => {
    const off = { searchAlerts: false, watchNotices: false };
    const change = {
      type: 'ChangeSettings' as const,
      buyerId: 'buyer-1',
      settings: off,
      via: 'unsubscribe_link' as const,
      now,
    };
    const changed: WatchlistEvent = {
      type: 'watchlists.NotificationSettingsChanged',
      data: { buyerId: 'buyer-1', ...off, via: 'unsubscribe_link', changedAt: at },
    };
    given().when(change).then([changed]);
    given(changed).when(change).thenNothingHappened();
    given()
      .when({ ...change, settings: DEFAULT_SETTINGS })
      .thenNothingHappened();
  });
});

describe('an alert', () => {
  const line = (listingId: string, kind: PendingLine['kind']): PendingLine => ({
    listingId,
    kind,
    name: `${listingId}.com`,
    priceCents: 9900,
    searchName: kind === 'match' ? 'Harbor' : null,
    watchedPriceCents: kind === 'match' ? null : 14900,
  });
  const alert = (overrides: Partial<Parameters<typeof decideAlert>[0]> = {}) =>
    decideAlert({
      buyerId: 'buyer-1',
      mode: 'instant',
      lines: [line('a', 'match'), line('b', 'match')],
      settings: DEFAULT_SETTINGS,
      alreadyMatched: new Set(),
      now,
      ...overrides,
    });

  it('mails every line due, and never a listing already alerted as a match', () => {
    expect(alert()?.event.data.lines).toEqual([
      { listingId: 'a', kind: 'match' },
      { listingId: 'b', kind: 'match' },
    ]);
    expect(alert({ alreadyMatched: new Set(['a']) })?.event.data.lines).toEqual([
      { listingId: 'b', kind: 'match' },
    ]);
    expect(alert({ alreadyMatched: new Set(['a', 'b']) })).toBeUndefined();
  });

  it('mails nothing of a kind the buyer turned off', () => {
    expect(alert({ settings: { searchAlerts: false, watchNotices: true } })).toBeUndefined();
    const notices = { mode: 'notices' as const, lines: [line('a', 'price_drop')] };
    expect(alert({ ...notices, settings: { searchAlerts: true, watchNotices: false } })).toBe(
      undefined,
    );
    expect(
      alert({ ...notices, settings: { searchAlerts: false, watchNotices: true } })?.event.data,
    ).toEqual({
      buyerId: 'buyer-1',
      mode: 'notices',
      lines: [{ listingId: 'a', kind: 'price_drop' }],
      sentAt: at,
    });
  });
});
