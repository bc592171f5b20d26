import { DataSource } from 'typeorm';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { listedDomain } from '../inquiries/inquiry-support';
import { as, makeOffer, move } from './offer-support';

/** Concurrency is an input: requests racing on one listing or one buyer, each decided once. */
describe('offers racing', () => {
  let t: TestApp;
  let seller: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await signUpUser(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  const eventsOf = (listingId: string, type: string) =>
    t.app
      .get(DataSource)
      .query<{ data: { offerId: string } }[]>(
        `select data from es_events where stream_id = $1 and event_type = $2`,
        [`offers-${listingId}`, type],
      );

  it('an accept racing a withdrawal: exactly one wins, and the other is told the offer is over', async () => {
    for (let round = 0; round < 5; round += 1) {
      const buyer = await signUpUser(t.http);
      const { id } = await listedDomain(t.app, t.http, seller, { price: 300 });
      const made = await makeOffer(t.http, buyer, id, 250).expect(201);
      const offerId = made.body.data.id as string;
      const [accept, withdraw] = await Promise.all([
        move(t.http, seller, offerId, 'accept'),
        move(t.http, buyer, offerId, 'withdraw'),
      ]);
      expect([accept.status, withdraw.status].sort()).toEqual([200, 409]);
      const loser = accept.status === 409 ? accept : withdraw;
      expect(loser.body.code).toBe('OFFER_CLOSED');
      const detail = await as(t.http, buyer).get(`/api/offers/detail/${offerId}`).expect(200);
      expect(detail.body.data.status).toBe(accept.status === 200 ? 'accepted' : 'withdrawn');
      const listing = await as(t.http, seller).get(`/api/domains/detail/${id}`).expect(200);
      expect(listing.body.data.status).toBe(accept.status === 200 ? 'sold' : 'active');
    }
  });

  it('two buyers’ offers accepted at once: one deal, the other offer declined "sold"', async () => {
    const [first, second] = [await signUpUser(t.http), await signUpUser(t.http)];
    const { id } = await listedDomain(t.app, t.http, seller, { price: 400 });
    const a = (await makeOffer(t.http, first, id, 350).expect(201)).body.data.id as string;
    const b = (await makeOffer(t.http, second, id, 360).expect(201)).body.data.id as string;
    const answers = await Promise.all([
      move(t.http, seller, a, 'accept'),
      move(t.http, seller, b, 'accept'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)?.body.data;
    const loserId = winner.id === a ? b : a;
    const loser = await as(t.http, seller).get(`/api/offers/detail/${loserId}`).expect(200);
    expect(loser.body.data).toMatchObject({ status: 'declined', decline_reason: 'sold' });
    const sales = await t.app
      .get(DataSource)
      .query(
        `select 1 from es_events where stream_id = $1 and event_type = 'listings.DomainMarkedSold'`,
        [`listing-${id}`],
      );
    expect(sales).toHaveLength(1);
    const deals = await t.app
      .get(DataSource)
      .query(`select id from deal_timelines where listing_id = $1`, [id]);
    expect(deals).toEqual([{ id: winner.deal_id }]);
    expect(await eventsOf(id, 'offers.OfferAccepted')).toHaveLength(1);
  });

  it('twenty offers at once from one buyer leave at most ten open, the rest refused', async () => {
    const buyer = await signUpUser(t.http);
    const listings = [];
    for (let index = 0; index < 20; index += 1)
      listings.push((await listedDomain(t.app, t.http, seller, { price: 500 })).id);
    const answers = await Promise.all(listings.map((id) => makeOffer(t.http, buyer, id, 450)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => [answer.status, answer.body.code])).toEqual(
      Array.from({ length: 10 }, () => [422, 'TOO_MANY_OPEN_OFFERS']),
    );
    const mine = await as(t.http, buyer).get('/api/offers/mine?status=open').expect(200);
    expect(mine.body.data.pagination.total).toBe(10);
  });
});
