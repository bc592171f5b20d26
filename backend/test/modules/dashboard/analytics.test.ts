import { dashboardStatsCacheKey } from '../../../src/modules/dashboard/queries/get-dashboard-stats/dashboard-stats.cache';
import { ChangePlanHandler } from '../../../src/modules/identity';
import { FixedClock } from '../../../src/platform/clock/clock';
import { EventStore } from '../../../src/platform/event-store/event-store';
import { RedisConnection } from '../../../src/platform/redis/redis.connection';
import { createTestApp, type SignedUpUser, signUpUser, type TestApp } from '../../support/test-app';
import { DAY, daysBefore, ListingHistory } from './listing-history';

const now = new Date('2026-03-15T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const bearer = (user: SignedUpUser) => ({ Authorization: `Bearer ${user.accessToken}` });

interface Day {
  date: string;
  views: number;
  inquiries: number;
  listings: number;
  sales: number;
}

describe('advanced analytics and profile stats', () => {
  let t: TestApp;
  let history: ListingHistory;
  let pro: SignedUpUser;
  const ids: Record<string, string> = {};
  const statsReaders: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ clock: new FixedClock(now) });
    history = new ListingHistory(t.app.get(EventStore));
    pro = await signUpUser(t.http);
    await t.app
      .get(ChangePlanHandler)
      .execute({ userId: pro.userId, tier: 'pro', periodEnd: null });

    const list = async (name: string, priceUsd: number, listedAt: Date, autoRelist = true) => {
      ids[name] = await history.list(pro.userId, { name, priceUsd, listedAt, autoRelist });
      return ids[name];
    };
    await list('aa.com', 80, now);
    await list('bb.com', 150, daysBefore(now, 89));
    await history.sell(await list('cc.com', 600, daysBefore(now, 90)), 700, daysBefore(now, 1));
    const dd = await list('dd.com', 300, daysBefore(now, 5));
    await history.sell(dd, 320, new Date(now.getTime() - HOUR));
    await history.restore(dd, now);
    await list('ee.com', 99.5, daysBefore(now, 40), false);
    await history.delete(await list('ff.com', 1000, daysBefore(now, 2)), daysBefore(now, 1));
    await history.sell(await list('gg.com', 250, daysBefore(now, 3)), 275, daysBefore(now, 0.5));

    const other = await signUpUser(t.http);
    await t.app
      .get(ChangePlanHandler)
      .execute({ userId: other.userId, tier: 'pro', periodEnd: null });
    const theirs = await history.list(other.userId, {
      name: 'theirs.com',
      priceUsd: 20,
      listedAt: now,
    });
    await history.sell(theirs, 25, now);
  });

  afterAll(async () => {
    const redis = t.app.get(RedisConnection).client;
    if (redis && statsReaders.length > 0)
      await redis.del(...statsReaders.map((userId) => dashboardStatsCacheKey(userId)));
    await t.close();
  });

  const advanced = (user: SignedUpUser) => t.http.get('/api/dashboard/advanced').set(bearer(user));

  it('refuses a free user with 403 PRO_REQUIRED', async () => {
    const free = await signUpUser(t.http);
    const response = await advanced(free);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      success: false,
      code: 'PRO_REQUIRED',
      error: 'Advanced analytics are part of Liquidation Pro',
    });
  });

  it('refuses a user whose Pro period is over', async () => {
    const lapsed = await signUpUser(t.http);
    await t.app
      .get(ChangePlanHandler)
      .execute({ userId: lapsed.userId, tier: 'pro', periodEnd: daysBefore(now, 1) });
    expect((await advanced(lapsed)).body.code).toBe('PRO_REQUIRED');
  });

  it("gives a Pro user 90 days of the seller's own activity, ending today", async () => {
    const response = await advanced(pro);
    expect(response.status).toBe(200);
    const { days, daily } = response.body.data as { days: number; daily: Day[] };
    expect(days).toBe(90);
    expect(daily).toHaveLength(90);
    expect(daily[0].date).toBe('2025-12-16');
    expect(daily.at(-1)?.date).toBe('2026-03-15');
    const dates = daily.map((day) => day.date);
    expect(new Set(dates).size).toBe(90);
    expect(dates).toEqual([...dates].sort());
    expect(new Date(`${dates[89]}T00:00:00Z`).getTime() - Date.parse(`${dates[0]}T00:00:00Z`)).toBe(
      89 * DAY,
    );
    expect(daily.filter((day) => day.listings + day.sales + day.views + day.inquiries > 0)).toEqual(
      [
        { date: '2025-12-16', views: 0, inquiries: 0, listings: 1, sales: 0 },
        { date: '2026-02-03', views: 0, inquiries: 0, listings: 1, sales: 0 },
        { date: '2026-03-10', views: 0, inquiries: 0, listings: 1, sales: 0 },
        { date: '2026-03-12', views: 0, inquiries: 0, listings: 1, sales: 0 },
        { date: '2026-03-14', views: 0, inquiries: 0, listings: 0, sales: 1 },
        { date: '2026-03-15', views: 0, inquiries: 0, listings: 1, sales: 1 },
      ],
    );
  });

  it('ranks the top five listings and sums the price bands', async () => {
    const { topListings, priceBands } = (await advanced(pro)).body.data;
    expect(topListings).toEqual([
      top('aa.com', 80, 'active'),
      top('gg.com', 250, 'sold'),
      top('dd.com', 300, 'active'),
      top('ee.com', 99.5, 'expired'),
      top('bb.com', 150, 'active'),
    ]);
    expect(priceBands).toEqual([
      band('$1–$99', 1, 99, 2, 0),
      band('$100–$249', 100, 249, 1, 0),
      band('$250–$499', 250, 499, 2, 1),
      band('$500–$1,000', 500, 1000, 1, 1),
    ]);
  });

  it('gives the seller record: sales, revenue, average sale and days to sell', async () => {
    const response = await t.http.get('/api/dashboard/profile-stats').set(bearer(pro));
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      totalListings: 6,
      activeListings: 3,
      soldListings: 2,
      totalRevenue: 975,
      averageSalePrice: 487.5,
      // cc.com sold after 89 days, gg.com after 2.5.
      averageDaysToSell: 45.8,
      firstListedAt: '2025-12-15T12:00:00.000Z',
    });
  });

  it('gives a seller without listings an empty record', async () => {
    const newcomer = await signUpUser(t.http);
    const response = await t.http.get('/api/dashboard/profile-stats').set(bearer(newcomer));
    expect(response.body.data).toEqual({
      totalListings: 0,
      activeListings: 0,
      soldListings: 0,
      totalRevenue: 0,
      averageSalePrice: null,
      averageDaysToSell: null,
      firstListedAt: null,
    });
  });

  it('ranks by inquiries, then views, and gives the rates once views and inquiries are counted', async () => {
    const seller = await signUpUser(t.http);
    await t.app
      .get(ChangePlanHandler)
      .execute({ userId: seller.userId, tier: 'pro', periodEnd: null });
    const sold = await history.list(seller.userId, {
      name: 'asked.com',
      priceUsd: 600,
      listedAt: daysBefore(now, 20),
    });
    await history.sell(sold, 600, daysBefore(now, 1));
    const seen = await history.list(seller.userId, {
      name: 'seen.com',
      priceUsd: 120,
      listedAt: daysBefore(now, 10),
    });
    const fresh = await history.list(seller.userId, {
      name: 'fresh.com',
      priceUsd: 130,
      listedAt: now,
    });
    // No event counts views or inquiries yet; their later projection fills these columns.
    const count = (listingId: string, views: number, inquiries: number) =>
      t.db.dataSource.query(
        `update dashboard_listings set views = $2, inquiries = $3 where listing_id = $1`,
        [listingId, views, inquiries],
      );
    await count(sold, 20, 4);
    await count(seen, 50, 0);
    await count(fresh, 0, 0);

    const { topListings, priceBands } = (await advanced(seller)).body.data;
    expect(topListings.map((listing: { name: string }) => listing.name)).toEqual([
      'asked.com',
      'seen.com',
      'fresh.com',
    ]);
    expect(topListings[0]).toMatchObject({ status: 'sold', views: 20, inquiries: 4 });
    expect(topListings[0].conversionRate).toBe(20);
    expect(priceBands[3]).toMatchObject({ listings: 1, sold: 1, inquiries: 4, views: 20 });
    expect(priceBands[3].conversionRate).toBe(25);
    expect(priceBands[1]).toMatchObject({ listings: 2, views: 50, conversionRate: 0 });

    statsReaders.push(seller.userId);
    const stats = (await t.http.get('/api/dashboard/stats').set(bearer(seller))).body.data;
    expect(stats).toMatchObject({ totalViews: 70, totalInquiries: 4, soldListings: 1 });
    expect(stats.conversionRate).toBe(25);
  });

  const top = (name: string, price: number, status: string) => ({
    id: ids[name],
    name,
    price,
    status,
    views: 0,
    inquiries: 0,
    conversionRate: 0,
  });

  const band = (label: string, min: number, max: number, listings: number, sold: number) => ({
    label,
    min,
    max,
    listings,
    sold,
    views: 0,
    inquiries: 0,
    conversionRate: 0,
  });
});
