import { randomUUID } from 'node:crypto';
import { sellerActivityReadModel } from '../../../src/modules/dashboard';
import { FixedClock } from '../../../src/platform/clock/clock';
import { EVENT_COLUMNS, type EventRow } from '../../../src/platform/event-store/event-rows';
import { EventStore, toRecordedEvent } from '../../../src/platform/event-store/event-store';
import { expectRebuildMatchesLive, snapshotTables } from '../../support/rebuild-matches-live';
import { createTestApp, type TestApp } from '../../support/test-app';
import { daysBefore, ListingHistory } from './listing-history';

const now = new Date('2026-03-15T12:00:00.000Z');
const ORDER = { dashboard_listings: 'listing_id', dashboard_daily_activity: 'seller_id, day' };

interface DayRow {
  day: string;
  listings_created: number;
  sales: number;
}

describe('the dashboard.seller-activity projection', () => {
  let t: TestApp;
  let store: EventStore;
  let history: ListingHistory;
  const projection = sellerActivityReadModel;

  beforeAll(async () => {
    t = await createTestApp({ clock: new FixedClock(now) });
    store = t.app.get(EventStore);
    history = new ListingHistory(store);
  });

  afterAll(async () => {
    await t.close();
  });

  const days = (sellerId: string) =>
    t.db.dataSource.query<DayRow[]>(
      `select to_char(day, 'YYYY-MM-DD') as day, listings_created, sales
         from dashboard_daily_activity where seller_id = $1 order by day`,
      [sellerId],
    );
  const listingRow = async (listingId: string) =>
    (
      await t.db.dataSource.query(
        `select status, price_cents, sale_price_cents, sold_at from dashboard_listings
          where listing_id = $1`,
        [listingId],
      )
    )[0];

  it('counts a sale on its day, and takes it back when the domain is restored', async () => {
    const sellerId = randomUUID();
    const listing = await history.list(sellerId, {
      name: 'restored.com',
      priceUsd: 80,
      listedAt: new Date('2026-03-01T09:00:00.000Z'),
    });
    await history.sell(listing, 90, new Date('2026-03-04T23:30:00.000Z'));
    expect(await days(sellerId)).toEqual([
      { day: '2026-03-01', listings_created: 1, sales: 0 },
      { day: '2026-03-04', listings_created: 0, sales: 1 },
    ]);

    await history.restore(listing, new Date('2026-03-05T10:00:00.000Z'));
    expect(await days(sellerId)).toEqual([{ day: '2026-03-01', listings_created: 1, sales: 0 }]);
    expect(await listingRow(listing)).toEqual({
      status: 'active',
      price_cents: 8000,
      sale_price_cents: null,
      sold_at: null,
    });
  });

  it('leaves a deleted listing out of its day', async () => {
    const sellerId = randomUUID();
    const kept = await history.list(sellerId, {
      name: 'kept.com',
      priceUsd: 10,
      listedAt: daysBefore(now, 2),
    });
    const dropped = await history.list(sellerId, {
      name: 'dropped.com',
      priceUsd: 10,
      listedAt: daysBefore(now, 2),
    });
    await history.sell(kept, 10, daysBefore(now, 1));
    await history.delete(dropped, now);
    expect(await days(sellerId)).toEqual([
      { day: '2026-03-13', listings_created: 1, sales: 0 },
      { day: '2026-03-14', listings_created: 0, sales: 1 },
    ]);
    expect(await listingRow(dropped)).toMatchObject({ status: 'deleted' });
  });

  it("counts every listing of a seller's busy day when the appends run at once", async () => {
    const sellerId = randomUUID();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        history.list(sellerId, { name: `busy-${i}.com`, priceUsd: 10 + i, listedAt: now }),
      ),
    );
    expect(await days(sellerId)).toEqual([{ day: '2026-03-15', listings_created: 12, sales: 0 }]);
  });

  it('counts nothing twice when the same commands are sent again', async () => {
    const sellerId = randomUUID();
    const listing = await history.list(sellerId, {
      name: 'twice.com',
      priceUsd: 100,
      listedAt: daysBefore(now, 3),
    });
    await history.sell(listing, 150, daysBefore(now, 1));
    const before = await snapshotTables(t.db.dataSource, projection, ORDER);

    for (const request of history.appended) {
      const result = await store.append(request.streamId, request.expectedVersion, request.events);
      expect(result.idempotentReplay).toBe(true);
    }
    expect(await snapshotTables(t.db.dataSource, projection, ORDER)).toEqual(before);
  });

  it('changes nothing when it is handed events it has already applied', async () => {
    const sellerId = randomUUID();
    const listing = await history.list(sellerId, {
      name: 'again.com',
      priceUsd: 60,
      listedAt: daysBefore(now, 6),
    });
    await history.sell(listing, 70, daysBefore(now, 4));
    await history.restore(listing, daysBefore(now, 3));
    await history.updatePrice(listing, 65, daysBefore(now, 2));
    const before = await snapshotTables(t.db.dataSource, projection, ORDER);

    await t.db.dataSource.transaction(async (manager) => {
      const rows = await manager.query<EventRow[]>(
        `select ${EVENT_COLUMNS} from es_events
          where event_type = any($1) order by transaction_id, global_position`,
        [projection.eventTypes],
      );
      const events = rows.map(toRecordedEvent);
      await projection.apply(events, manager);
      // The sale alone, after its restore: a projection without a position guard would sell again.
      await projection.apply(
        events.filter((event) => event.type === 'listings.DomainMarkedSold'),
        manager,
      );
    });
    expect(await snapshotTables(t.db.dataSource, projection, ORDER)).toEqual(before);
    expect(await listingRow(listing)).toMatchObject({ status: 'active', price_cents: 6500 });
  });

  it('rebuilds, from the event log alone, the same tables live appends built', async () => {
    const sellerId = randomUUID();
    const first = await history.list(sellerId, {
      name: 'rebuilt.com',
      priceUsd: 300,
      listedAt: daysBefore(now, 30),
      autoRelist: false,
    });
    await history.relist(first, daysBefore(now, 1));
    const second = await history.list(sellerId, {
      name: 'rebuilt.io',
      priceUsd: 45.99,
      listedAt: daysBefore(now, 12),
    });
    await history.sell(second, 40, daysBefore(now, 2));

    const result = await expectRebuildMatchesLive(t.db.dataSource, projection, ORDER, {
      mode: 'inline',
    });
    expect(result.eventsReplayed).toBe(
      history.appended.reduce((count, request) => count + request.events.length, 0),
    );
  });
});
