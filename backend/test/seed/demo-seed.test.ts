import { seedDemoData } from '../../src/seed/demo-seed';
import {
  DEMO_AUDITOR,
  DEMO_BUYER,
  DEMO_PASSWORD,
  DEMO_SELLER,
} from '../../src/seed/demo-catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

describe('demo seed', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const count = async (sql: string) =>
    Number((await testApp.db.dataSource.query<{ n: string }[]>(sql))[0].n);

  it('lists about 200 domains over several sellers through ListDomain, each paid with one credit, and prints the three logins', async () => {
    const result = await seedDemoData(testApp.app);

    expect(result.created).toBe(true);
    expect(result.logins.map((login) => login.role)).toEqual([
      'demo seller',
      'demo buyer',
      'demo auditor',
    ]);
    expect(await count(`select count(*) as n from users`)).toBe(7);
    expect(await count(`select count(*) as n from es_streams where stream_type = 'listing'`)).toBe(
      200,
    );
    expect(
      await count(
        `select count(distinct data->>'sellerId') as n from es_events where event_type = 'listings.DomainListed'`,
      ),
    ).toBe(5);
    expect(
      await count(`select count(*) as n from es_events where event_type = 'credits.CreditSpent'`),
    ).toBe(200);
    expect(await count(`select count(*) as n from domain_listings`)).toBe(200);
    expect(await count(`select count(*) as n from domain_listings where status = 'sold'`)).toBe(3);
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

  it('gives the demo seller three leads from the demo buyer, one answered, and some views', async () => {
    expect(
      await count(
        `select count(*) as n from inquiry_leads q join users u on u.id = q.buyer_id
          where u.email = '${DEMO_BUYER.email}'`,
      ),
    ).toBe(3);
    expect(await count(`select count(*) as n from inquiry_leads where status = 'responded'`)).toBe(
      1,
    );
    expect(await count(`select coalesce(sum(views), 0) as n from domain_listings`)).toBe(8);
  });

  it('gives the demo buyer two offers on the demo seller’s names: one awaiting the seller, one countered', async () => {
    const statuses = await testApp.db.dataSource.query<{ status: string }[]>(
      `select status from offers order by status`,
    );
    expect(statuses.map((row) => row.status)).toEqual(['awaiting_buyer', 'awaiting_seller']);
  });

  it('gives the demo seller more than one dashboard page of listings, with sales to restore on the last', async () => {
    const session = await testApp.http
      .post('/api/auth/signin')
      .send({ email: DEMO_SELLER.email, password: DEMO_PASSWORD })
      .expect(200);
    const lastPage = await testApp.http
      .get('/api/domains/my-listings?page=2&limit=50')
      .set('Authorization', `Bearer ${session.body.data.access_token}`)
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
});
