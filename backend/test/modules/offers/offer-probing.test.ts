import { DataSource } from 'typeorm';
import { FixedClock } from '../../../src/platform/clock/clock';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { advance } from '../deals/deal-support';
import { listedDomain } from '../inquiries/inquiry-support';
import { as, makeOffer, move, setRules } from './offer-support';

const HOUR = 60 * 60 * 1000;

/** What a buyer can learn of the seller's rules by offering, and what an offer can bind them to. */
describe('offers against probing and typos', () => {
  let t: TestApp;
  let clock: FixedClock;
  let seller: SignedUpUser;

  beforeAll(async () => {
    clock = new FixedClock(new Date('2026-06-01T12:00:00.000Z'));
    t = await createTestApp({ clock });
    seller = await signUpUser(t.http, { full_name: 'Sam Seller' });
  });

  afterAll(async () => {
    await t.close();
  });

  const eventsOf = (streamId: string, type: string) =>
    t.app
      .get(DataSource)
      .query<{ data: { amountCents?: number; salePriceCents?: number } }[]>(
        `select data from es_events where stream_id = $1 and event_type = $2`,
        [streamId, type],
      );

  it('after an offer below the minimum, the buyer may offer on that name again only a day later, and the seller sees the tries', async () => {
    const buyer = await signUpUser(t.http, { full_name: 'Pat Prober' });
    const stranger = await signUpUser(t.http);
    const everyone = [seller, buyer, stranger];
    const { id } = await listedDomain(t.app, t.http, seller, { price: 400 });
    const { id: otherListing } = await listedDomain(t.app, t.http, seller, { price: 400 });
    await setRules(t.http, seller, id, { minimum: 137.37 }).expect(200);

    const low = await makeOffer(t.http, buyer, id, 100).expect(201);
    expect(low.body.data).toMatchObject({
      status: 'declined',
      decline_reason: 'below_minimum',
      offer_again_at: '2026-06-02T12:00:00.000Z',
    });

    await advance(clock, t.http, everyone, HOUR);
    const again = await makeOffer(t.http, buyer, id, 150);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('OFFER_COOLING_DOWN');
    expect(again.headers['retry-after']).toBe(String(23 * 60 * 60));
    expect(again.body.error).toBe(
      'Your last offer on this name was below the seller’s minimum. You may offer on it again from 2026-06-02 12:00 UTC.',
    );
    await makeOffer(t.http, buyer, otherListing, 150).expect(201);
    await makeOffer(t.http, stranger, id, 150).expect(201);

    await advance(clock, t.http, everyone, 23 * HOUR);
    const second = await makeOffer(t.http, buyer, id, 120).expect(201);
    expect(second.body.data).toMatchObject({
      status: 'declined',
      offer_again_at: '2026-06-03T12:00:00.000Z',
    });
    await advance(clock, t.http, everyone, 24 * HOUR);
    const fair = await makeOffer(t.http, buyer, id, 140).expect(201);
    expect(fair.body.data).toMatchObject({
      status: 'awaiting_seller',
      offer_again_at: null,
      instant_declines: null,
    });

    const inbox = await as(t.http, seller).get(`/api/offers/inbox?listingId=${id}`).expect(200);
    const byBuyer = Object.fromEntries(
      inbox.body.data.offers.map((offer: { buyer_name: string; instant_declines: number }) => [
        offer.buyer_name,
        offer.instant_declines,
      ]),
    );
    expect(byBuyer['Pat Prober']).toBe(2);
    expect(Object.values(byBuyer).sort()).toEqual([0, 2]);
    const seen = await as(t.http, seller)
      .get(`/api/offers/detail/${fair.body.data.id}`)
      .expect(200);
    expect(seen.body.data.instant_declines).toBe(2);
    await move(t.http, buyer, fair.body.data.id, 'withdraw').expect(200);
  });

  it('two offers racing after a decline below the minimum: both refused, none made', async () => {
    const buyer = await signUpUser(t.http);
    const { id } = await listedDomain(t.app, t.http, seller, { price: 400 });
    await setRules(t.http, seller, id, { minimum: 200 }).expect(200);
    await makeOffer(t.http, buyer, id, 100).expect(201);

    const racing = await Promise.all([
      makeOffer(t.http, buyer, id, 150),
      makeOffer(t.http, buyer, id, 300),
    ]);
    expect(racing.map((answer) => [answer.status, answer.body.code])).toEqual([
      [429, 'OFFER_COOLING_DOWN'],
      [429, 'OFFER_COOLING_DOWN'],
    ]);
    expect(await eventsOf(`offers-${id}`, 'offers.OfferMade')).toHaveLength(1);
  });

  it('two offers below the minimum at once: one is declined, the other refused', async () => {
    const buyer = await signUpUser(t.http);
    const { id } = await listedDomain(t.app, t.http, seller, { price: 400 });
    await setRules(t.http, seller, id, { minimum: 200 }).expect(200);

    const racing = await Promise.all([
      makeOffer(t.http, buyer, id, 100),
      makeOffer(t.http, buyer, id, 150),
    ]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 429]);
    expect(await eventsOf(`offers-${id}`, 'offers.OfferDeclined')).toHaveLength(1);
  });

  it('an offer above Buy Now sells at the Buy Now price, and one above the asking price needs the buyer’s confirmation', async () => {
    const buyer = await signUpUser(t.http);
    const { id } = await listedDomain(t.app, t.http, seller, { price: 400 });
    await setRules(t.http, seller, id, { buyNow: 390.55 }).expect(200);

    const typo = await makeOffer(t.http, buyer, id, 1_000_000).expect(422);
    expect(typo.body).toMatchObject({
      code: 'OFFER_NEEDS_CONFIRMATION',
      error:
        'Your offer of $1,000,000.00 is above the asking price of $400.00: send it with confirmAmount to confirm it.',
    });
    expect(await eventsOf(`offers-${id}`, 'offers.OfferMade')).toHaveLength(0);

    const bought = await as(t.http, buyer)
      .post('/api/offers')
      .send({ listingId: id, amount: 1_000_000, confirmAmount: true })
      .expect(201);
    expect(bought.body.data).toMatchObject({ status: 'accepted', amount: 390.55 });
    expect(bought.body.data.history).toMatchObject([
      { move: 'offer', amount: 1_000_000 },
      { move: 'accepted', by: 'seller', amount: 390.55 },
    ]);
    const [accepted] = await eventsOf(`offers-${id}`, 'offers.OfferAccepted');
    expect(accepted.data.amountCents).toBe(39055);
    const [sold] = await eventsOf(`listing-${id}`, 'listings.DomainMarkedSold');
    expect(sold.data.salePriceCents).toBe(39055);
    const deal = await as(t.http, buyer)
      .get(`/api/transaction-timeline/detail/${bought.body.data.deal_id}`)
      .expect(200);
    expect(deal.body.data.sale_price).toBe(390.55);
    const listing = await as(t.http, seller).get(`/api/domains/detail/${id}`).expect(200);
    expect(listing.body.data).toMatchObject({ status: 'sold', sale_price: 390.55 });
  });

  it('an offer between Buy Now and the asking price sells at once at Buy Now, without confirmation', async () => {
    const buyer = await signUpUser(t.http);
    const { id } = await listedDomain(t.app, t.http, seller, { price: 400 });
    await setRules(t.http, seller, id, { buyNow: 390.55 }).expect(200);

    const bought = await makeOffer(t.http, buyer, id, 400).expect(201);
    expect(bought.body.data).toMatchObject({ status: 'accepted', amount: 390.55 });
  });

  it('a buyer’s counter above Buy Now sells at Buy Now; above the asking price it needs confirmation', async () => {
    const buyer = await signUpUser(t.http);
    const { id } = await listedDomain(t.app, t.http, seller, { price: 400 });
    const made = await makeOffer(t.http, buyer, id, 300).expect(201);
    const offerId = made.body.data.id as string;
    await setRules(t.http, seller, id, { buyNow: 380 }).expect(200);
    await move(t.http, seller, offerId, 'counter', { amount: 390 }).expect(200);

    const typo = await move(t.http, buyer, offerId, 'counter', { amount: 3900 }).expect(422);
    expect(typo.body.code).toBe('OFFER_NEEDS_CONFIRMATION');
    const bought = await move(t.http, buyer, offerId, 'counter', {
      amount: 3900,
      confirmAmount: true,
    }).expect(200);
    expect(bought.body.data).toMatchObject({ status: 'accepted', amount: 380 });
  });
});
