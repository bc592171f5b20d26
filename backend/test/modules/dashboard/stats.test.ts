import { dashboardStatsCacheKey } from '../../../src/modules/dashboard/queries/get-dashboard-stats/dashboard-stats.cache';
import { FixedClock } from '../../../src/platform/clock/clock';
import { EventStore } from '../../../src/platform/event-store/event-store';
import { RedisConnection } from '../../../src/platform/redis/redis.connection';
import { createTestApp, type SignedUpUser, signUpUser, type TestApp } from '../../support/test-app';
import { daysBefore, ListingHistory } from './listing-history';

const now = new Date('2026-03-15T12:00:00.000Z');
const bearer = (user: SignedUpUser) => ({ Authorization: `Bearer ${user.accessToken}` });

describe('dashboard stats', () => {
  let t: TestApp;
  let history: ListingHistory;
  const users: SignedUpUser[] = [];

  beforeAll(async () => {
    t = await createTestApp({ clock: new FixedClock(now) });
    history = new ListingHistory(t.app.get(EventStore));
  });

  afterAll(async () => {
    const redis = t.app.get(RedisConnection).client;
    if (redis && users.length > 0)
      await redis.del(...users.map((user) => dashboardStatsCacheKey(user.userId)));
    await t.close();
  });

  const seller = async () => {
    const user = await signUpUser(t.http);
    users.push(user);
    return user;
  };
  const stats = async (user: SignedUpUser) => {
    const response = await t.http.get('/api/dashboard/stats').set(bearer(user));
    expect(response.status).toBe(200);
    return response.body.data;
  };

  it('sums up the caller listings: updated, sold, restored, expired and deleted ones', async () => {
    const user = await seller();
    const alpha = await history.list(user.userId, {
      name: 'alpha.com',
      priceUsd: 100,
      listedAt: daysBefore(now, 10),
    });
    await history.updatePrice(alpha, 120, daysBefore(now, 9));
    const bravo = await history.list(user.userId, {
      name: 'bravo.io',
      priceUsd: 250,
      listedAt: daysBefore(now, 20),
    });
    await history.sell(bravo, 300, daysBefore(now, 5));
    const charlie = await history.list(user.userId, {
      name: 'charlie.net',
      priceUsd: 50,
      listedAt: daysBefore(now, 8),
    });
    await history.sell(charlie, 45, daysBefore(now, 4));
    await history.restore(charlie, daysBefore(now, 3));
    const delta = await history.list(user.userId, {
      name: 'delta.org',
      priceUsd: 999,
      listedAt: daysBefore(now, 3),
    });
    await history.delete(delta, daysBefore(now, 2));
    // Its 30-day period ended ten days ago and it does not relist itself: expired, not active.
    await history.list(user.userId, {
      name: 'echo.dev',
      priceUsd: 75.5,
      listedAt: daysBefore(now, 40),
      autoRelist: false,
    });

    expect(await stats(user)).toEqual({
      totalListings: 4,
      activeListings: 2,
      soldListings: 1,
      totalViews: 0,
      totalInquiries: 0,
      totalRevenue: 300,
      // (120 + 250 + 50 + 75.50) / 4 = 123.875
      averagePrice: 123.88,
      conversionRate: 0,
    });
  });

  it('counts a listing relisted by hand after it expired as active again', async () => {
    const user = await seller();
    const foxtrot = await history.list(user.userId, {
      name: 'foxtrot.com',
      priceUsd: 10,
      listedAt: daysBefore(now, 45),
      autoRelist: false,
    });
    expect(await stats(user)).toMatchObject({ totalListings: 1, activeListings: 0 });
    await history.relist(foxtrot, daysBefore(now, 1));
    expect(await stats(user)).toMatchObject({ totalListings: 1, activeListings: 1 });
  });

  it('counts as expired a listing whose seller turned auto-relist off after listing it', async () => {
    const user = await seller();
    const golf = await history.list(user.userId, {
      name: 'golf.com',
      priceUsd: 10,
      listedAt: daysBefore(now, 40),
    });
    await history.setAutoRelist(golf, false, daysBefore(now, 35));
    expect(await stats(user)).toMatchObject({ totalListings: 1, activeListings: 0 });
  });

  it("never counts another seller's listings", async () => {
    const mine = await seller();
    const theirs = await seller();
    await history.list(mine.userId, { name: 'mine.com', priceUsd: 20, listedAt: now });
    const sold = await history.list(theirs.userId, {
      name: 'theirs.com',
      priceUsd: 500,
      listedAt: daysBefore(now, 2),
    });
    await history.sell(sold, 650, daysBefore(now, 1));

    expect(await stats(mine)).toMatchObject({
      totalListings: 1,
      soldListings: 0,
      totalRevenue: 0,
      averagePrice: 20,
    });
    expect(await stats(theirs)).toMatchObject({
      totalListings: 1,
      soldListings: 1,
      totalRevenue: 650,
      averagePrice: 500,
    });
  });

  it('answers zeros to a seller without listings', async () => {
    expect(await stats(await seller())).toEqual({
      totalListings: 0,
      activeListings: 0,
      soldListings: 0,
      totalViews: 0,
      totalInquiries: 0,
      totalRevenue: 0,
      averagePrice: 0,
      conversionRate: 0,
    });
  });

  it("serves the stats from the cache for 60 s, and drops them when the seller's listings change", async () => {
    const user = await seller();
    const other = await seller();
    const redis = t.app.get(RedisConnection).client;
    if (!redis) throw new Error('these tests run with Redis');
    const listing = await history.list(user.userId, {
      name: 'cached.com',
      priceUsd: 100,
      listedAt: daysBefore(now, 1),
    });
    expect(await stats(user)).toMatchObject({ totalListings: 1, averagePrice: 100 });
    const ttl = await redis.ttl(dashboardStatsCacheKey(user.userId));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);

    // Changed behind the cache's back: the cached answer is still served.
    await t.db.dataSource.query(
      `update dashboard_listings set price_cents = 30000 where listing_id = $1`,
      [listing],
    );
    expect(await stats(user)).toMatchObject({ totalListings: 1, averagePrice: 100 });

    await history.list(other.userId, { name: 'unrelated.com', priceUsd: 5, listedAt: now });
    expect(await redis.exists(dashboardStatsCacheKey(user.userId))).toBe(1);

    await history.sell(listing, 120, now);
    expect(await stats(user)).toMatchObject({
      totalListings: 1,
      soldListings: 1,
      totalRevenue: 120,
      averagePrice: 300,
    });
  });

  it.each(['/api/dashboard/stats', '/api/dashboard/advanced', '/api/dashboard/profile-stats'])(
    'refuses %s without a session',
    async (path) => {
      const response = await t.http.get(path);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    },
  );
});

describe('dashboard stats without Redis', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ clock: new FixedClock(now), env: { REDIS_URL: '' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers every read from the read model', async () => {
    expect(t.app.get(RedisConnection).enabled).toBe(false);
    const user = await signUpUser(t.http);
    const history = new ListingHistory(t.app.get(EventStore));
    const read = async () =>
      (await t.http.get('/api/dashboard/stats').set(bearer(user)).expect(200)).body.data;

    await history.list(user.userId, { name: 'first.com', priceUsd: 40, listedAt: now });
    expect(await read()).toMatchObject({ totalListings: 1, averagePrice: 40 });
    await history.list(user.userId, { name: 'second.com', priceUsd: 60, listedAt: now });
    expect(await read()).toMatchObject({ totalListings: 2, averagePrice: 50 });
  });
});
