import { GenerateSaleReportHandler } from '../../../src/modules/deals';
import { FixedClock } from '../../../src/platform/clock/clock';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { listedDomain, submitInquiry } from '../inquiries/inquiry-support';
import { advance, as, directSale, saleFromLead } from './deal-support';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-01-05T09:00:00.000Z');

describe('post-transaction analytics', () => {
  let t: TestApp;
  let clock: FixedClock;
  let seller: SignedUpUser;
  let buyer: SignedUpUser;
  let viewer: SignedUpUser;
  let stranger: SignedUpUser;
  let stale: { id: string; name: string };
  let earlierSale: string;
  let main: { id: string; name: string; transactionId: string };

  const generate = (user: SignedUpUser, transactionId: string) =>
    as(t.http, user).post('/api/post-transaction-analytics/generate').send({ transactionId });
  const summary = async (user: SignedUpUser, query: Record<string, string | number> = {}) =>
    (
      await as(t.http, user)
        .get('/api/post-transaction-analytics/seller-summary')
        .query(query)
        .expect(200)
    ).body.data;
  /** Sign-ins are slow on purpose (argon2): only the users who act next sign in again. */
  const later = (milliseconds: number, ...users: SignedUpUser[]) =>
    advance(clock, t.http, users, milliseconds);
  const view = (user: SignedUpUser, listingId: string) =>
    as(t.http, user).post(`/api/domains/${listingId}/view`).expect(200);

  /**
   * Day 0: a listing that never gets an inquiry, and one sold on day 5 for $300. Day 10: the main
   * listing at $400, viewed by two buyers (one of them twice the same day) and asked about twice.
   * Day 80: sold to the first buyer's lead for $450; then viewed again.
   */
  beforeAll(async () => {
    clock = new FixedClock(START);
    t = await createTestApp({ clock });
    seller = await signUpUser(t.http);
    buyer = await signUpUser(t.http);
    viewer = await signUpUser(t.http);
    stranger = await signUpUser(t.http);

    stale = await listedDomain(t.app, t.http, seller, { price: 500, description: 'Quiet name' });
    const earlier = await listedDomain(t.app, t.http, seller, { price: 300 });
    await later(5 * DAY, seller);
    earlierSale = await directSale(t.http, seller, earlier.id, 300);

    await later(5 * DAY, seller, buyer, viewer);
    const listing = await listedDomain(t.app, t.http, seller, {
      price: 400,
      description: 'Main name',
    });
    await view(buyer, listing.id);
    await view(buyer, listing.id);
    await view(viewer, listing.id);
    await submitInquiry(t.http, viewer.accessToken, listing.id).expect(201);
    const lead = await submitInquiry(t.http, buyer.accessToken, listing.id).expect(201);

    await later(70 * DAY, seller);
    const sold = await as(t.http, seller)
      .post('/api/seller-dashboard/mark-sold')
      .query({ id: lead.body.data.id as string })
      .send({ salePrice: 450 })
      .expect(200);
    main = { ...listing, transactionId: sold.body.data.sale.transaction_id as string };
    await later(DAY, seller, buyer, stranger);
    await view(stranger, listing.id);
  });

  afterAll(async () => {
    await t.close();
  });

  it('reports days to sell, views and inquiries before the sale, and prices against the listed and the earlier ones', async () => {
    clock.advance(60_000);
    const generated = await generate(seller, main.transactionId).expect(201);
    const report = generated.body.data;
    expect(report).toMatchObject({
      id: main.transactionId,
      transaction_id: main.transactionId,
      listing_id: main.id,
      domain_name: main.name,
      generated_at: clock.now().toISOString(),
      sold_at: new Date(START.getTime() + 80 * DAY).toISOString(),
      listed_at: new Date(START.getTime() + 10 * DAY).toISOString(),
      days_to_sell: 70,
      views_before_sale: 2,
      inquiries_before_sale: 2,
      sale_price: 450,
      listed_price: 400,
      price_vs_listed_pct: 112.5,
      seller_average_sale_price: 300,
      price_vs_seller_average_pct: 150,
      restored: false,
    });
    expect(report.recommendations).toEqual([
      {
        id: expect.any(String),
        kind: 'reprice_stale_listing',
        title: `Reprice ${stale.name}`,
        detail:
          'Listed 81 days with no inquiry. A lower price or a better description usually brings the first offer.',
        listing_id: stale.id,
        domain_name: stale.name,
        implemented: false,
        implemented_at: null,
      },
      {
        id: expect.any(String),
        kind: 'raise_prices',
        title: 'Your asking price held',
        detail: `${main.name} sold at 112.5% of its listed price. Similar names may be underpriced.`,
        listing_id: null,
        domain_name: null,
        implemented: false,
        implemented_at: null,
      },
    ]);

    await later(DAY, seller, buyer, stranger);
    await generate(seller, main.transactionId)
      .expect(201)
      .expect((again) => expect(again.body.data).toEqual(report));
    await as(t.http, seller)
      .get(`/api/post-transaction-analytics/report/${main.transactionId}`)
      .expect(200)
      .expect((read) => expect(read.body.data).toEqual(report));
    const timeline = await as(t.http, seller)
      .post('/api/transaction-timeline/create')
      .send({ transactionId: main.transactionId })
      .expect(201);
    expect(timeline.body.data.report_id).toBe(main.transactionId);
    const buyersView = await as(t.http, buyer)
      .get(`/api/transaction-timeline/detail/${timeline.body.data.id as string}`)
      .expect(200);
    expect(buyersView.body.data.report_id).toBeNull();
  });

  it('shows a report to the seller only, and none before it is generated', async () => {
    for (const user of [buyer, stranger]) {
      await generate(user, main.transactionId).expect(404);
      await as(t.http, user)
        .get(`/api/post-transaction-analytics/report/${main.transactionId}`)
        .expect(404);
    }
    await as(t.http, seller)
      .get(`/api/post-transaction-analytics/report/${earlierSale}`)
      .expect(404);
    await generate(seller, '2f9c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b').expect(404);
    await generate(seller, 'nope').expect(400);
    await as(t.http, seller).get('/api/post-transaction-analytics/report/nope').expect(404);
  });

  it('is generated by the job without a caller, once, and not before the sale exists', async () => {
    const handler = t.app.get(GenerateSaleReportHandler);
    expect(
      await handler.execute({ transactionId: '2f9c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b' }),
    ).toBeUndefined();
    const report = await handler.execute({ transactionId: earlierSale });
    expect(report).toMatchObject({
      id: earlierSale,
      days_to_sell: 5,
      views_before_sale: 0,
      inquiries_before_sale: 0,
      sale_price: 300,
      price_vs_listed_pct: 100,
      seller_average_sale_price: null,
      price_vs_seller_average_pct: null,
    });
    expect(report?.recommendations.map((item) => item.kind)).toEqual([
      'reprice_stale_listing',
      'raise_prices',
    ]);
    expect(await handler.execute({ transactionId: earlierSale })).toEqual(report);
    await expect(
      handler.execute({ transactionId: earlierSale, sellerId: buyer.userId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('marks a recommendation implemented for the seller, once', async () => {
    const report = (
      await as(t.http, seller)
        .get(`/api/post-transaction-analytics/report/${main.transactionId}`)
        .expect(200)
    ).body.data;
    const recommendationId = report.recommendations[0].id as string;
    const implement = (user: SignedUpUser, id: string) =>
      as(t.http, user)
        .put('/api/post-transaction-analytics/implement-recommendation')
        .query({ recommendationId: id });

    await implement(stranger, recommendationId).expect(404);
    await implement(buyer, recommendationId).expect(404);
    clock.advance(60_000);
    const done = await implement(seller, recommendationId).expect(200);
    expect(done.body.data.recommendations[0]).toMatchObject({
      id: recommendationId,
      implemented: true,
      implemented_at: clock.now().toISOString(),
    });
    expect(done.body.data.recommendations[1]).toMatchObject({ implemented: false });
    clock.advance(60_000);
    await implement(seller, recommendationId)
      .expect(200)
      .expect((again) => expect(again.body.data).toEqual(done.body.data));
    await implement(seller, '2f9c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b').expect(404);
    await implement(seller, 'nope').expect(400);
  });

  it('sums up the seller’s reported sales of a timeframe, leaving reversed sales out', async () => {
    const all = await summary(seller, { timeframe: 'all' });
    expect(all.summary).toEqual({
      timeframe: 'all',
      total_sales: 2,
      total_revenue: 750,
      average_sale_price: 375,
      average_days_to_sell: 37.5,
      average_price_vs_listed_pct: 106.3,
      open_recommendations: 3,
    });
    expect(all.reports.map((report: { id: string }) => report.id)).toEqual([
      main.transactionId,
      earlierSale,
    ]);
    expect(all.pagination).toMatchObject({ page: 1, limit: 20, total: 2 });

    const recent = await summary(seller);
    expect(recent.summary).toMatchObject({ timeframe: '90d', total_sales: 2 });
    const month = await summary(seller, { timeframe: '30d' });
    expect(month.summary).toMatchObject({
      timeframe: '30d',
      total_sales: 1,
      total_revenue: 450,
      average_days_to_sell: 70,
      open_recommendations: 1,
    });
    const page = await summary(seller, { timeframe: 'all', limit: 1, page: 2 });
    expect(page.reports.map((report: { id: string }) => report.id)).toEqual([earlierSale]);
    expect(page.pagination).toMatchObject({ total: 2, totalPages: 2, hasNextPage: false });

    const reversed = await saleFromLead(t.app, t.http, seller, buyer, {}, 100);
    await generate(seller, reversed.transactionId).expect(201);
    await as(t.http, seller).post(`/api/domains/unmark-sold/${reversed.listingId}`).expect(200);
    const report = await as(t.http, seller)
      .get(`/api/post-transaction-analytics/report/${reversed.transactionId}`)
      .expect(200);
    expect(report.body.data).toMatchObject({ restored: true, seller_average_sale_price: 375 });
    expect((await summary(seller, { timeframe: 'all' })).summary.total_sales).toBe(2);

    expect((await summary(stranger)).summary).toEqual({
      timeframe: '90d',
      total_sales: 0,
      total_revenue: 0,
      average_sale_price: null,
      average_days_to_sell: null,
      average_price_vs_listed_pct: null,
      open_recommendations: 0,
    });
    for (const query of [{ timeframe: '7d' }, { limit: 51 }, { page: 0 }])
      await as(t.http, seller)
        .get('/api/post-transaction-analytics/seller-summary')
        .query(query)
        .expect(400);
  });
});
