import { DataSource } from 'typeorm';
import { FixedClock } from '../../../src/platform/clock/clock';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { advance } from '../deals/deal-support';
import { listedDomain } from '../inquiries/inquiry-support';
import { as, makeOffer, move, setRules } from './offer-support';

describe('offers', () => {
  let t: TestApp;
  let clock: FixedClock;
  let seller: SignedUpUser;
  let buyer: SignedUpUser;
  let other: SignedUpUser;

  beforeAll(async () => {
    clock = new FixedClock(new Date('2026-06-01T12:00:00.000Z'));
    t = await createTestApp({ clock });
    seller = await signUpUser(t.http, { full_name: 'Sam Seller' });
    buyer = await signUpUser(t.http, { full_name: 'Jane Buyer' });
    other = await signUpUser(t.http, { full_name: 'Otto Other' });
  });

  afterAll(async () => {
    await t.close();
  });

  const mailsTo = async (email: string) =>
    t.app
      .get(DataSource)
      .query<{ subject: string; text_body: string }[]>(
        `select subject, text_body from mail_outbox where to_address = $1 order by created_at`,
        [email],
      );

  it('declines an offer below the minimum within the request, and never tells the buyer the minimum', async () => {
    const { id } = await listedDomain(t.app, t.http, seller, { price: 149 });
    await setRules(t.http, seller, id, { minimum: 100, declineMessage: 'Thanks, but no.' }).expect(
      200,
    );

    const low = await makeOffer(t.http, buyer, id, 80).expect(201);
    expect(low.body.data).toMatchObject({
      status: 'declined',
      decline_reason: 'below_minimum',
      decline_reason_label: "below the seller's minimum",
      answer: 'Thanks, but no.',
      minimum: null,
      below_minimum: null,
      turn: null,
    });
    const json = JSON.stringify(low.body);
    expect(json).not.toMatch(/\b100\b/);
    const terms = await as(t.http, buyer).get(`/api/offers/terms/${id}`).expect(200);
    expect(JSON.stringify(terms.body)).not.toMatch(/\b100\b/);

    // After a decline below the minimum the buyer may offer on the name again a day later.
    await advance(clock, t.http, [seller, buyer, other], 24 * 60 * 60 * 1000);
    const fair = await makeOffer(t.http, buyer, id, 120, 'Would you take 120?').expect(201);
    expect(fair.body.data).toMatchObject({
      status: 'awaiting_seller',
      amount: 120,
      turn: 'seller',
    });
    await as(t.http, other).get(`/api/offers/detail/${fair.body.data.id}`).expect(404);
    const inbox = await as(t.http, seller).get('/api/offers/inbox').expect(200);
    expect(inbox.body.data.offers.map((offer: { amount: number }) => offer.amount)).toEqual([120]);
    expect(inbox.body.data.offers[0]).toMatchObject({
      minimum: 100,
      below_minimum: false,
      buyer_name: 'Jane Buyer',
    });
    const withLowballs = await as(t.http, seller)
      .get('/api/offers/inbox?lowballs=true')
      .expect(200);
    expect(withLowballs.body.data.offers).toHaveLength(2);

    const countered = await move(t.http, seller, fair.body.data.id, 'counter', {
      amount: 140,
    }).expect(200);
    expect(countered.body.data).toMatchObject({ status: 'awaiting_buyer', amount: 140 });
    const accepted = await move(t.http, buyer, fair.body.data.id, 'accept').expect(200);
    expect(accepted.body.data).toMatchObject({ status: 'accepted', amount: 140 });
    const dealId = accepted.body.data.deal_id as string;
    const deal = await as(t.http, buyer)
      .get(`/api/transaction-timeline/detail/${dealId}`)
      .expect(200);
    expect(deal.body.data).toMatchObject({
      sale_price: 140,
      stage: 'agreed',
      role: 'buyer',
      clock: {
        payment_due_at: '2026-06-05T12:00:00.000Z',
        next_deadline: 'payment',
        overdue: false,
        can_cancel: false,
      },
    });
    const buyerMails = await mailsTo(buyer.email);
    for (const mail of buyerMails)
      expect(`${mail.subject} ${mail.text_body}`).not.toMatch(/\$100\b/);
  });

  it('answers bad input with the rule it breaks, and a stranger as if the offer did not exist', async () => {
    const { id } = await listedDomain(t.app, t.http, seller, { price: 500 });
    const amount = await makeOffer(t.http, buyer, id, 0).expect(400);
    expect(amount.body.error).toBe('Offer amount must be between $1 and $1,000,000');
    const cents = await makeOffer(t.http, buyer, id, 10.005).expect(400);
    expect(cents.body.error).toBe('Offer amount can have at most two decimal places');
    await as(t.http, buyer).post('/api/offers').send({ listingId: 'nope', amount: 10 }).expect(400);
    const own = await makeOffer(t.http, seller, id, 300).expect(422);
    expect(own.body.code).toBe('OWN_LISTING');
    const rules = await setRules(t.http, seller, id, { minimum: 200, buyNow: 150 }).expect(400);
    expect(rules.body.error).toBe('Buy Now price must be above the minimum');
    await setRules(t.http, other, id, { minimum: 200 }).expect(404);

    const made = await makeOffer(t.http, buyer, id, 300, 'Hello').expect(201);
    const offerId = made.body.data.id as string;
    await as(t.http, other).get(`/api/offers/detail/${offerId}`).expect(404);
    await move(t.http, other, offerId, 'accept').expect(404);
    await as(t.http, buyer).get('/api/offers/detail/not-an-id').expect(404);
    const again = await makeOffer(t.http, buyer, id, 310).expect(409);
    expect(again.body.code).toBe('OFFER_ALREADY_OPEN');
    const early = await move(t.http, buyer, offerId, 'accept').expect(409);
    expect(early.body.code).toBe('NOT_YOUR_TURN');
    const reason = await move(t.http, seller, offerId, 'decline', { reason: 'rude' }).expect(400);
    expect(reason.body.error).toBe('reason must be one of too_low, not_selling_now, other');
    const declined = await move(t.http, seller, offerId, 'decline', { reason: 'too_low' }).expect(
      200,
    );
    expect(declined.body.data).toMatchObject({
      status: 'declined',
      decline_reason_label: 'The offer is too low',
    });
    const seen = await as(t.http, buyer).get(`/api/offers/detail/${offerId}`).expect(200);
    expect(seen.body.data.history).toMatchObject([
      { move: 'offer', by: 'buyer', amount: 300, message: 'Hello' },
      { move: 'declined', by: 'seller', reason: 'too_low' },
    ]);
    const [declineMail] = (await mailsTo(buyer.email)).filter((mail) =>
      mail.subject.startsWith('Offer for'),
    );
    expect(declineMail.text_body).toContain('The offer is too low');
  });

  it('follows the seller’s default rules: offers turned off everywhere, or a Buy Now that sells at once', async () => {
    const seller2 = await signUpUser(t.http);
    const { id } = await listedDomain(t.app, t.http, seller2, { price: 250 });
    await as(t.http, seller2)
      .put('/api/offers/default-rules')
      .send({ offersAllowed: false, paymentDays: 3, transferDays: 5 })
      .expect(200);
    const closed = await makeOffer(t.http, buyer, id, 200).expect(422);
    expect(closed.body.code).toBe('OFFERS_NOT_ALLOWED');
    const terms = await as(t.http, buyer).get(`/api/offers/terms/${id}`).expect(200);
    expect(terms.body.data).toMatchObject({ offers_allowed: false, own_listing: false });

    const defaults = await as(t.http, seller2)
      .put('/api/offers/default-rules')
      .send({ offersAllowed: true, buyNow: 220, paymentDays: 2, transferDays: 4 })
      .expect(200);
    expect(defaults.body.data).toMatchObject({ source: 'default', buy_now: 220, payment_days: 2 });
    const listingRules = await as(t.http, seller2).get(`/api/offers/rules/${id}`).expect(200);
    expect(listingRules.body.data).toMatchObject({
      listing_id: id,
      source: 'default',
      buy_now: 220,
    });
    const bought = await makeOffer(t.http, buyer, id, 220).expect(201);
    expect(bought.body.data).toMatchObject({ status: 'accepted', amount: 220 });
    const deal = await as(t.http, seller2)
      .get(`/api/transaction-timeline/detail/${bought.body.data.deal_id}`)
      .expect(200);
    expect(deal.body.data).toMatchObject({
      sale_price: 220,
      listed_price: 250,
      buyer_name: 'Jane Buyer',
      clock: { payment_due_at: '2026-06-04T12:00:00.000Z', transfer_days: 4 },
    });
    const listing = await as(t.http, seller2).get(`/api/domains/detail/${id}`).expect(200);
    expect(listing.body.data.status).toBe('sold');
    const sold = await makeOffer(t.http, other, id, 230).expect(409);
    expect(sold.body.code).toBe('LISTING_UNAVAILABLE');
  });
});
