import { AuditVerifier } from '../../src/modules/audit';
import { seedDemoData } from '../../src/seed/demo-seed';
import {
  DEMO_AUDITOR,
  DEMO_BUYER,
  DEMO_PASSWORD,
  DEMO_SELLER,
} from '../../src/seed/demo-catalogue';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitForProjections } from '../support/wait-for-projections';

const DAY = 24 * 60 * 60 * 1000;

describe('demo seed', () => {
  let testApp: TestApp;
  let result: Awaited<ReturnType<typeof seedDemoData>>;

  // 90 days of history through the commands: about a minute beside another test file.
  beforeAll(async () => {
    testApp = await createTestApp({ runProcessors: true });
    result = await seedDemoData(testApp.app);
  }, 300_000);

  afterAll(async () => {
    await testApp.close();
  });

  const count = async (sql: string) =>
    Number((await testApp.db.dataSource.query<{ n: string }[]>(sql))[0].n);

  const signIn = async (email: string) => {
    const session = await testApp.http
      .post('/api/auth/signin')
      .send({ email, password: DEMO_PASSWORD })
      .expect(200);
    return `Bearer ${session.body.data.access_token as string}`;
  };

  it('lists about 200 domains over several sellers through ListDomain, each paid with one credit, and prints the three logins', async () => {
    expect(result.created).toBe(true);
    expect(result.logins.map((login) => login.role)).toEqual([
      'demo seller',
      'demo buyer',
      'demo auditor',
    ]);
    // The demo seller, buyer and auditor, four other sellers and eight visitors.
    expect(await count(`select count(*) as n from users`)).toBe(15);
    // The catalogue and the 24 names the demo seller sold in the past.
    expect(await count(`select count(*) as n from es_streams where stream_type = 'listing'`)).toBe(
      224,
    );
    expect(
      await count(
        `select count(distinct data->>'sellerId') as n from es_events where event_type = 'listings.DomainListed'`,
      ),
    ).toBe(5);
    expect(
      await count(`select count(*) as n from es_events where event_type = 'credits.CreditSpent'`),
    ).toBe(224);
    expect(await count(`select count(*) as n from domain_listings`)).toBe(224);
    expect(
      await count(
        `select count(*) as n from profiles p join users u on u.id = p.id
          where u.email = '${DEMO_SELLER.email}' and p.user_tier = 'pro'`,
      ),
    ).toBe(1);
    // Plans and credits were paid through the test checkout: receipts and subscriptions exist.
    expect(await count(`select count(distinct seller_id) as n from transactions`)).toBe(5);
    expect(
      await count(
        `select count(*) as n from subscriptions s join users u on u.id = s.user_id
          where u.email = '${DEMO_SELLER.email}' and s.status = 'active'`,
      ),
    ).toBe(1);
  });

  it('gives the demo seller three leads from the demo buyer today, one answered, beside the visitors’ leads of the past answered or archived', async () => {
    expect(
      await count(
        `select count(*) as n from inquiry_leads q join users u on u.id = q.buyer_id
          where u.email = '${DEMO_BUYER.email}'`,
      ),
    ).toBe(3);
    expect(
      await count(
        `select count(*) as n from inquiry_leads q join users u on u.id = q.buyer_id
          where u.email = '${DEMO_BUYER.email}' and q.status = 'responded'`,
      ),
    ).toBe(1);
    const statuses = await testApp.db.dataSource.query<{ status: string; n: number }[]>(
      `select status, count(*)::int as n from inquiry_leads group by status order by status`,
    );
    expect(statuses.map((row) => row.status)).toEqual(['archived', 'new', 'responded']);
    expect(statuses.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThan(50);
  });

  it('gives the demo seller at least 20 sales in the past 90 days, two of them restored and one sold again', async () => {
    const demoSeller = `(select id from users where email = '${DEMO_SELLER.email}')`;
    expect(
      await count(
        `select count(*) as n from domain_listings where status = 'sold' and seller_id = ${demoSeller}`,
      ),
    ).toBeGreaterThanOrEqual(20);
    expect(
      await count(
        `select count(*) as n from es_events where event_type = 'listings.DomainRestored'`,
      ),
    ).toBe(3);
    const [{ first, last }] = await testApp.db.dataSource.query<{ first: Date; last: Date }[]>(
      `select min((data->>'soldAt')::timestamptz) as first, max((data->>'soldAt')::timestamptz) as last
         from es_events where event_type = 'listings.DomainMarkedSold'`,
    );
    expect(Date.now() - new Date(first).getTime()).toBeGreaterThan(80 * DAY);
    expect(Date.now() - new Date(first).getTime()).toBeLessThan(90 * DAY);
    expect(new Date(last).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('records the past in time order, as it would have happened: each view after the one before it', async () => {
    const views = await testApp.db.dataSource.query<{ at: Date }[]>(
      `select (data->>'viewedAt')::timestamptz as at from es_events
        where event_type = 'listings.ListingViewed' order by global_position`,
    );
    expect(views.length).toBeGreaterThan(500);
    const times = views.map((view) => new Date(view.at).getTime());
    expect(times.every((time, index) => index === 0 || time >= times[index - 1])).toBe(true);
    expect(Date.now() - times[0]).toBeLessThan(90 * DAY);
  });

  it('ends offers every way and leaves deals at every stage, one overdue, beside the demo buyer’s two open offers', async () => {
    const offers = await testApp.db.dataSource.query<{ status: string }[]>(
      `select distinct status from offers order by status`,
    );
    expect(offers.map((row) => row.status)).toEqual([
      'accepted',
      'awaiting_buyer',
      'awaiting_seller',
      'declined',
      'expired',
      'withdrawn',
    ]);
    const buyers = await testApp.db.dataSource.query<{ status: string }[]>(
      `select o.status from offers o join users u on u.id = o.buyer_id
        where u.email = '${DEMO_BUYER.email}' order by o.status`,
    );
    expect(buyers.map((row) => row.status)).toEqual(['awaiting_buyer', 'awaiting_seller']);
    const stages = await testApp.db.dataSource.query<{ stage: string }[]>(
      `select distinct stage from deal_timelines order by stage`,
    );
    expect(stages.map((row) => row.stage)).toEqual([
      'agreed',
      'cancelled',
      'completed',
      'domain_transferred',
      'escrow_opened',
      'funds_released',
      'payment_secured',
    ]);
    expect(
      await count(
        `select count(*) as n from deal_timelines
          where status = 'open' and payment_due_at < now() and stage = 'agreed'`,
      ),
    ).toBe(1);
    expect(
      await count(
        `select count(*) as n from deal_timelines
          where status = 'open' and coalesce(transfer_due_at, payment_due_at) > now()`,
      ),
    ).toBe(3);
  });

  it('shows the demo seller a 90-day chart of views and inquiries with a weekly shape', async () => {
    await waitForProjections(testApp.app, 180_000);
    const analytics = await testApp.http
      .get('/api/dashboard/advanced')
      .set('Authorization', await signIn(DEMO_SELLER.email))
      .expect(200);
    const daily = analytics.body.data.daily as {
      date: string;
      views: number;
      inquiries: number;
      sales: number;
    }[];
    expect(daily).toHaveLength(90);
    expect(daily.filter((day) => day.views > 0).length).toBeGreaterThanOrEqual(80);
    expect(daily.reduce((sum, day) => sum + day.inquiries, 0)).toBeGreaterThan(50);
    expect(daily.reduce((sum, day) => sum + day.sales, 0)).toBeGreaterThanOrEqual(20);
    const weekend = daily.filter((day) => [0, 6].includes(new Date(day.date).getUTCDay()));
    const weekdays = daily.filter((day) => ![0, 6].includes(new Date(day.date).getUTCDay()));
    const mean = (days: typeof daily) =>
      days.reduce((sum, day) => sum + day.views, 0) / days.length;
    expect(mean(weekdays)).toBeGreaterThan(1.5 * mean(weekend));
  });

  it('gives the demo seller two reply templates and offer rules of their own, one name with a minimum', async () => {
    expect(await count(`select count(*) as n from response_templates`)).toBe(2);
    expect(await count(`select count(*) as n from offer_default_rules`)).toBe(1);
    expect(await count(`select count(*) as n from offer_rules where floor_cents > 0`)).toBe(1);
  });

  it('gives the demo buyer two saved searches, three watched names and alerts mailed in the past', async () => {
    expect(await count(`select count(*) as n from saved_searches`)).toBe(2);
    expect(await count(`select count(*) as n from watchlist_items`)).toBe(3);
    expect(
      await count(`select count(*) as n from es_events where event_type = 'watchlists.AlertSent'`),
    ).toBeGreaterThan(0);
  });

  it('gives the demo seller more than one dashboard page of listings, with sales to restore on the last', async () => {
    const lastPage = await testApp.http
      .get('/api/domains/my-listings?page=2&limit=50')
      .set('Authorization', await signIn(DEMO_SELLER.email))
      .expect(200);
    expect(lastPage.body.data.pagination.total).toBeGreaterThan(50);
    expect(lastPage.body.data.pagination.totalPages).toBe(2);
    const restorable = (
      lastPage.body.data.domains as { status: string; restorable_until: string | null }[]
    ).filter((listing) => listing.status === 'sold' && listing.restorable_until !== null);
    expect(restorable.length).toBeGreaterThan(0);
  });

  it('shows a newcomer verified, unverified and suspended listings, the demo seller holding all three', async () => {
    const demoSeller = `(select id from users where email = '${DEMO_SELLER.email}')`;
    const states = await testApp.db.dataSource.query<{ state: string; n: number }[]>(
      `select case when status = 'suspended' then 'suspended'
                   when verified_at is not null then 'verified' else 'unverified' end as state,
              count(*)::int as n
         from domain_listings where status <> 'sold' and seller_id = ${demoSeller}
        group by 1 order by 1`,
    );
    expect(states.map((row) => row.state)).toEqual(['suspended', 'unverified', 'verified']);
    expect(states.every((row) => row.n > 0)).toBe(true);
    expect(
      await count(`select count(*) as n from domain_listings where status = 'suspended'`),
    ).toBe(2);
    expect(
      await count(
        `select count(*) as n from domain_listings
          where registration_expires_at < now() + interval '60 days' and status = 'active'`,
      ),
    ).toBeGreaterThan(0);
  });

  it('leaves a seeded database alone on the next start', async () => {
    const before = await count(`select count(*) as n from es_events`);
    const again = await seedDemoData(testApp.app);
    expect(again.created).toBe(false);
    expect(again.logins).toHaveLength(3);
    expect(await count(`select count(*) as n from es_events`)).toBe(before);
  });

  it('lets the demo buyer sign in with the printed login', async () => {
    const response = await testApp.http
      .post('/api/auth/signin')
      .send({ email: DEMO_BUYER.email, password: DEMO_PASSWORD })
      .expect(200);
    expect(response.body.data.user.email).toBe(DEMO_BUYER.email);
  });

  it('lets the demo auditor sign in as an auditor and read the event log', async () => {
    const response = await testApp.http
      .post('/api/auth/signin')
      .send({ email: DEMO_AUDITOR.email, password: DEMO_PASSWORD })
      .expect(200);
    expect(response.body.data.user.role).toBe('auditor');
    await testApp.http
      .get('/api/audit/sales')
      .set('Authorization', `Bearer ${response.body.data.access_token}`)
      .expect(200);
  });

  // Last: it takes a row from every table.
  it('passes audit:verify on the demo’s log, and finds a row taken from any table of a read model that holds rows', async () => {
    await waitForProjections(testApp.app);
    const verifier = testApp.app.get(AuditVerifier);
    const clean = await verifier.verify();
    expect(clean.ok).toBe(true);
    const tables = (held: boolean) =>
      clean.projections.flatMap((check) =>
        Object.entries(check.rows)
          .filter(([, rows]) => rows.live > 0 === held)
          .map(([table]) => `${check.projection}: ${table}`),
      );
    // What the demo does not do yet: checklists, a search of words, notification settings,
    // webhooks.
    expect(tables(false)).toEqual([
      'deals.verifications: deal_verifications',
      'deals.verifications: deal_verification_items',
      'watchlists: saved_search_words',
      'watchlists: watchlist_settings',
      'webhook-events: webhook_endpoint_starts',
      'webhook-events: webhook_events',
    ]);
    const held = tables(true);
    // Planted as a corruption would be: past the keys between read models' tables.
    await testApp.db.dataSource.transaction(async (manager) => {
      await manager.query(`set local session_replication_role = replica`);
      for (const table of held.map((named) => named.split(': ')[1]))
        await manager.query(
          `delete from ${table} where ctid = (select ctid from ${table} limit 1)`,
        );
    });
    const planted = await verifier.verify();
    expect(planted.ok).toBe(false);
    const found = new Set(
      planted.projections.flatMap((check) =>
        check.differences.map(({ table }) => `${check.projection}: ${table}`),
      ),
    );
    expect([...found].sort()).toEqual(held.sort());
  });
});
