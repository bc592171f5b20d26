import { Deals1764200000000 } from '../../../migrations/1764200000000-Deals';
import { leadsReadModel } from '../../../src/modules/inquiries/projections/leads.read-model';
import { domainListingsReadModel } from '../../../src/modules/listings/projections/domain-listings.read-model';
import { saleReportsReadModel } from '../../../src/modules/deals/projections/sale-reports.read-model';
import { salesReadModel } from '../../../src/modules/deals/projections/sales.read-model';
import { timelinesReadModel } from '../../../src/modules/deals/projections/timelines.read-model';
import { verificationsReadModel } from '../../../src/modules/deals/projections/verifications.read-model';
import { FixedClock } from '../../../src/platform/clock/clock';
import { expectRebuildMatchesLive, INLINE } from '../../support/rebuild-matches-live';
import { LISTING_TABLES_ORDER } from '../listings/listing-support';
import { createTestApp, signUpUser, type TestApp } from '../../support/test-app';
import { listedDomain } from '../inquiries/inquiry-support';
import { as, directSale, saleFromLead } from './deal-support';

describe('the deals read models', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ clock: new FixedClock(new Date('2026-06-01T12:00:00.000Z')) });
  });

  afterAll(async () => {
    await t.close();
  });

  it('rebuild from the log to what live processing made', async () => {
    const seller = await signUpUser(t.http);
    const buyer = await signUpUser(t.http);
    const { http, app } = t;

    const repriced = await listedDomain(app, http, seller, { price: 300 });
    await as(http, seller)
      .put(`/api/domains/update/${repriced.id}`)
      .send({ price: 280, description: 'Now described' })
      .expect(200);
    await as(http, buyer).post(`/api/domains/${repriced.id}/view`).expect(200);
    const deleted = await listedDomain(app, http, seller);
    await as(http, seller).delete(`/api/domains/delete/${deleted.id}`).expect(200);

    const reversed = await saleFromLead(app, http, seller, buyer);
    await as(http, seller).post(`/api/domains/unmark-sold/${reversed.listingId}`).expect(200);
    const resold = await directSale(http, seller, reversed.listingId, 120);

    await listedDomain(app, http, seller);
    const sale = await saleFromLead(app, http, seller, buyer);
    const timeline = await as(http, buyer)
      .post('/api/transaction-timeline/create')
      .send({ transactionId: sale.transactionId })
      .expect(201);
    const timelineId = timeline.body.data.id as string;
    for (const stage of ['escrow_opened', 'payment_secured'])
      await as(http, seller)
        .put(`/api/transaction-timeline/update-stage/${timelineId}`)
        .send({ stage, notes: `Reached ${stage}` })
        .expect(200);
    const checklist = await as(http, seller)
      .post('/api/verification/create')
      .send({ timelineId, type: 'escrow' })
      .expect(201);
    const verificationId = checklist.body.data.id as string;
    for (const value of ['Escrow.com', ''])
      await as(http, buyer)
        .put(`/api/verification/update-item/${verificationId}`)
        .send({ field: 'escrow_service', value, notes: 'Both agreed' })
        .expect(200);
    await as(http, buyer)
      .put(`/api/verification/update-item/${verificationId}`)
      .send({ field: 'funds_deposited', value: 'yes' })
      .expect(200);

    for (const transactionId of [sale.transactionId, resold])
      await as(http, seller)
        .post('/api/post-transaction-analytics/generate')
        .send({ transactionId })
        .expect(201);
    const report = await as(http, seller).get(
      `/api/post-transaction-analytics/report/${sale.transactionId}`,
    );
    await as(http, seller)
      .put('/api/post-transaction-analytics/implement-recommendation')
      .query({ recommendationId: report.body.data.recommendations[0].id as string })
      .expect(200);

    const { dataSource } = t.db;
    await expectRebuildMatchesLive(
      dataSource,
      salesReadModel,
      {
        deal_listings: 'listing_id',
        deal_sales: 'sale_id',
      },
      INLINE,
    );
    await expectRebuildMatchesLive(
      dataSource,
      timelinesReadModel,
      {
        deal_timelines: 'id',
        deal_timeline_changes: 'timeline_id, position',
      },
      INLINE,
    );
    await expectRebuildMatchesLive(
      dataSource,
      verificationsReadModel,
      {
        deal_verifications: 'id',
        deal_verification_items: 'verification_id, field',
      },
      INLINE,
    );
    await expectRebuildMatchesLive(
      dataSource,
      saleReportsReadModel,
      {
        sale_reports: 'id',
        sale_report_recommendations: 'id',
      },
      INLINE,
    );
    await expectRebuildMatchesLive(
      dataSource,
      domainListingsReadModel,
      LISTING_TABLES_ORDER,
      INLINE,
    );
    await expectRebuildMatchesLive(
      dataSource,
      leadsReadModel,
      {
        inquiry_leads: 'id',
        lead_listings: 'listing_id',
        seller_sales: 'listing_id',
      },
      INLINE,
    );

    const sales = await dataSource.query<Array<{ sale_id: string; restored: boolean }>>(
      `select sale_id, restored_at is not null as restored from deal_sales order by sold_at, sale_id`,
    );
    expect(sales).toHaveLength(3);
    expect(sales).toContainEqual({ sale_id: reversed.transactionId, restored: true });
    expect(sales).toContainEqual({ sale_id: resold, restored: false });
  });

  it('gives the sales made before the migration their transaction id, from the log', async () => {
    const { dataSource } = t.db;
    const read = async () => ({
      listings: await dataSource.query(
        `select id, transaction_id from domain_listings where status = 'sold' order by id`,
      ),
      sales: await dataSource.query(
        `select listing_id, transaction_id from seller_sales order by listing_id`,
      ),
    });
    const live = await read();
    expect(live.listings.length).toBeGreaterThan(0);
    expect(live.sales.length).toBeGreaterThan(0);

    const runner = dataSource.createQueryRunner();
    try {
      const migration = new Deals1764200000000();
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await read()).toEqual(live);
  });
});
