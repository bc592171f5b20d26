import { leadsReadModel } from '../../../src/modules/inquiries/projections/leads.read-model';
import { responseTemplatesReadModel } from '../../../src/modules/inquiries/projections/response-templates.read-model';
import { marketplaceListingsReadModel } from '../../../src/modules/marketplace';
import { FixedClock } from '../../../src/platform/clock/clock';
import { ProjectionWorker } from '../../../src/platform/projections/projection-worker';
import { expectRebuildMatchesLive, INLINE } from '../../support/rebuild-matches-live';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { waitForProjections } from '../../support/wait-for-projections';
import { listedDomain, submitInquiry } from './inquiry-support';

describe('the lead manager', () => {
  let t: TestApp;
  let clock: FixedClock;
  let seller: SignedUpUser;
  let buyer: SignedUpUser;
  let stranger: SignedUpUser;

  beforeAll(async () => {
    clock = new FixedClock(new Date('2026-06-01T12:00:00.000Z'));
    t = await createTestApp({
      clock,
      runProcessors: true,
    });
    seller = await signUpUser(t.http, { full_name: 'Sam Seller' });
    buyer = await signUpUser(t.http, { full_name: 'Jane Buyer' });
    stranger = await signUpUser(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  const as = (user: SignedUpUser) => ({
    get: (url: string) => t.http.get(url).set('Authorization', `Bearer ${user.accessToken}`),
    put: (url: string) => t.http.put(url).set('Authorization', `Bearer ${user.accessToken}`),
    post: (url: string) => t.http.post(url).set('Authorization', `Bearer ${user.accessToken}`),
  });
  const overview = async (user: SignedUpUser) =>
    (await as(user).get('/api/seller-dashboard/overview').expect(200)).body.data;
  const leads = async (user: SignedUpUser, query: Record<string, string>) =>
    (
      await as(user)
        .get('/api/seller-dashboard/inquiries')
        .query({ page: 1, limit: 100, ...query })
        .expect(200)
    ).body.data.inquiries as Array<Record<string, unknown>>;
  const inquire = async (listingId: string, body: Record<string, unknown> = {}) =>
    (await submitInquiry(t.http, buyer.accessToken, listingId, body).expect(201)).body.data
      .id as string;
  const onMarketplace = async (name: string) => {
    await waitForProjections(t.app);
    const page = await t.http
      .get('/api/domains/public-listings')
      .query({ search: name })
      .expect(200);
    return (page.body.data.domains as Array<{ name: string }>).some((d) => d.name === name);
  };

  it('counts leads and refreshes the cached overview at once when one arrives', async () => {
    expect(await overview(seller)).toMatchObject({ activeLeads: 0, totalInquiries: 0 });
    const listing = await listedDomain(t.app, t.http, seller, { price: 410 });
    await inquire(listing.id);
    await inquire(listing.id, {
      inquiryType: 'question',
      message: 'Is the domain still available?',
    });
    expect(await overview(seller)).toMatchObject({
      activeLeads: 2,
      newLeads: 2,
      respondedLeads: 0,
      totalInquiries: 2,
      domainsSold: 0,
      totalRevenue: 0,
      responseRate: 0,
    });
  });

  it('filters leads by status lists, priority and search', async () => {
    const listing = await listedDomain(t.app, t.http, seller, { name: 'filterable-lead.com' });
    const contact = await inquire(listing.id, {
      inquiryType: 'contact',
      message: 'Hello, tell me about the traffic of this name.',
    });
    await as(seller)
      .put('/api/seller-dashboard/inquiry-status')
      .query({ id: contact })
      .send({ status: 'responded', notes: 'Sent traffic stats' })
      .expect(200)
      .expect((response) =>
        expect(response.body.data).toMatchObject({
          status: 'responded',
          notes: 'Sent traffic stats',
          priority: 'low',
        }),
      );
    expect((await leads(seller, { status: 'responded' })).map((lead) => lead.id)).toEqual([
      contact,
    ]);
    expect((await leads(seller, { status: 'new,responded' })).length).toBe(3);
    expect((await leads(seller, { priority: 'low' })).map((lead) => lead.id)).toEqual([contact]);
    expect((await leads(seller, { search: 'TRAFFIC' })).map((lead) => lead.id)).toEqual([contact]);
    expect((await leads(seller, { search: 'filterable' })).map((lead) => lead.id)).toEqual([
      contact,
    ]);
    await as(seller).get('/api/seller-dashboard/inquiries').query({ status: 'open' }).expect(400);
  });

  it('lets only the seller move a lead: anyone else gets 404', async () => {
    const listing = await listedDomain(t.app, t.http, seller);
    const inquiryId = await inquire(listing.id);
    for (const user of [stranger, buyer]) {
      await as(user)
        .put('/api/seller-dashboard/inquiry-status')
        .query({ id: inquiryId })
        .send({ status: 'archived' })
        .expect(404);
      await as(user)
        .put('/api/inquiries/update-status')
        .query({ id: inquiryId })
        .send({ status: 'archived' })
        .expect(404);
      await as(user).post('/api/seller-dashboard/mark-sold').query({ id: inquiryId }).expect(404);
    }
    await as(seller)
      .put('/api/inquiries/update-status')
      .query({ id: inquiryId })
      .send({ status: 'closed' })
      .expect(400);
    await as(seller)
      .put('/api/inquiries/update-status')
      .query({ id: inquiryId })
      .send({ status: 'responded' })
      .expect(200);
  });

  it('marks a lead’s domain sold to its buyer: the lead is archived, the sale listed, the domain gone', async () => {
    const listing = await listedDomain(t.app, t.http, seller, {
      name: 'sold-to-jane.com',
      price: 275.5,
    });
    const inquiryId = await inquire(listing.id);
    expect(await onMarketplace('sold-to-jane.com')).toBe(true);

    const response = await as(seller)
      .post('/api/seller-dashboard/mark-sold')
      .query({ id: inquiryId })
      .expect(200);
    expect(response.body.data).toMatchObject({
      inquiry: { id: inquiryId, status: 'archived', notes: 'Marked as sold on June 1, 2026' },
      sale: {
        id: listing.id,
        buyer_name: 'Jane Buyer',
        buyer_email: 'jane.buyer@example.com',
        domain_name: 'sold-to-jane.com',
        sale_price: 275.5,
        listed_price: 275.5,
        inquiry_id: inquiryId,
      },
    });
    const detail = await as(seller).get(`/api/domains/detail/${listing.id}`).expect(200);
    expect(detail.body.data).toMatchObject({ status: 'sold', sale_price: 275.5 });
    const [sale] = await t.db.dataSource.query(
      `select data from es_events where event_type = 'listings.DomainMarkedSold'
          and stream_id = $1`,
      [`listing-${listing.id}`],
    );
    expect(sale.data).toMatchObject({ buyerId: buyer.userId, inquiryId });

    const sales = await as(seller).get('/api/seller-dashboard/sales').expect(200);
    expect(sales.body.data.sales[0]).toMatchObject({ id: listing.id, buyer_name: 'Jane Buyer' });
    expect((await leads(seller, { status: 'archived' })).map((lead) => lead.id)).toContain(
      inquiryId,
    );
    expect(await overview(seller)).toMatchObject({ domainsSold: 1, totalRevenue: 275.5 });
    expect(await onMarketplace('sold-to-jane.com')).toBe(false);

    await as(seller).post('/api/seller-dashboard/mark-sold').query({ id: inquiryId }).expect(409);
  });

  it('takes a restored sale off Completed Sales, and lists a sale made without a lead', async () => {
    const listing = await listedDomain(t.app, t.http, seller, { name: 'restored-sale.com' });
    const inquiryId = await inquire(listing.id);
    await as(seller)
      .post('/api/seller-dashboard/mark-sold')
      .query({ id: inquiryId })
      .send({ salePrice: 300 })
      .expect(200);
    await as(seller).post(`/api/domains/unmark-sold/${listing.id}`).expect(200);
    const direct = await listedDomain(t.app, t.http, seller, { name: 'sold-directly.com' });
    clock.advance(60_000);
    await as(seller)
      .post(`/api/domains/mark-sold/${direct.id}`)
      .send({ salePrice: 120 })
      .expect(200);
    const sales = (await as(seller).get('/api/seller-dashboard/sales').expect(200)).body.data;
    const names = (sales.sales as Array<{ domain_name: string }>).map((s) => s.domain_name);
    expect(names).not.toContain('restored-sale.com');
    expect(sales.sales[0]).toMatchObject({
      domain_name: 'sold-directly.com',
      buyer_name: null,
      sale_price: 120,
    });
    expect(await onMarketplace('restored-sale.com')).toBe(true);
  });

  it('saves, lists and replaces a seller’s own response templates only', async () => {
    const saved = await as(seller)
      .post('/api/seller-dashboard/response-template')
      .send({
        name: 'Accept offer',
        inquiryType: 'offer',
        subject: 'Your offer',
        body: 'Deal! Let us open escrow.',
      })
      .expect(201);
    const templateId = saved.body.data.id as string;
    await as(seller)
      .post('/api/seller-dashboard/response-template')
      .send({
        id: templateId,
        name: 'Accept offer',
        inquiryType: 'offer',
        subject: 'Deal',
        body: 'Yes.',
      })
      .expect(201);
    await as(stranger)
      .post('/api/seller-dashboard/response-template')
      .send({ id: templateId, name: 'Mine now', inquiryType: 'offer', subject: 'x', body: 'y' })
      .expect(404);
    await as(seller)
      .post('/api/seller-dashboard/response-template')
      .send({ name: '', inquiryType: 'offer', subject: 'x', body: 'y' })
      .expect(400);
    const list = await as(seller).get('/api/seller-dashboard/response-templates').expect(200);
    expect(list.body.data.templates).toEqual([
      expect.objectContaining({ id: templateId, subject: 'Deal', body: 'Yes.' }),
    ]);
    const theirs = await as(stranger).get('/api/seller-dashboard/response-templates').expect(200);
    expect(theirs.body.data.templates).toEqual([]);
  });

  it('deletes a seller’s own response template, and only theirs', async () => {
    const save = (name: string) =>
      as(seller)
        .post('/api/seller-dashboard/response-template')
        .send({ name, inquiryType: 'question', subject: 'About {domain}', body: 'Hello {buyer}.' })
        .expect(201);
    const doomed = (await save('Old answer')).body.data.id as string;
    const kept = (await save('Answer a question')).body.data.id as string;
    const remove = (user: SignedUpUser, id: string) =>
      t.http
        .delete(`/api/seller-dashboard/response-template/${id}`)
        .set('Authorization', `Bearer ${user.accessToken}`);

    await remove(stranger, doomed).expect(404);
    expect((await remove(seller, doomed).expect(200)).body.data).toEqual({
      id: doomed,
      deleted: true,
    });
    const names = async () =>
      (
        (await as(seller).get('/api/seller-dashboard/response-templates').expect(200)).body.data
          .templates as Array<{ id: string }>
      ).map((template) => template.id);
    expect(await names()).not.toContain(doomed);
    expect(await names()).toContain(kept);

    await remove(seller, doomed).expect(404);
    await remove(seller, 'not-a-template').expect(404);
    await as(seller)
      .post('/api/seller-dashboard/response-template')
      .send({ id: doomed, name: 'Back again', inquiryType: 'offer', subject: 'x', body: 'y' })
      .expect(404);
  });

  it('rebuilds the leads, templates and marketplace read models to what live processing made', async () => {
    const { dataSource } = t.db;
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
    await expectRebuildMatchesLive(dataSource, responseTemplatesReadModel, 'id', INLINE);
    await waitForProjections(t.app);
    await t.app.get(ProjectionWorker).stop();
    await expectRebuildMatchesLive(dataSource, marketplaceListingsReadModel, {
      marketplace_listings: 'id',
      marketplace_sellers: 'seller_id',
      marketplace_name_words: 'word, listing_id',
      marketplace_words: 'word',
      marketplace_totals: 'name',
    });
  });
});
