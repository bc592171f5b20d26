import { DataSource } from 'typeorm';
import { FixedClock } from '../../../src/platform/clock/clock';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
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
        payment_due_at: '2026-06-04T12:00:00.000Z',
        next_deadline: 'payment',
        overdue: false,
        can_cancel: false,
      },
    });
    const buyerMails = await mailsTo(buyer.email);
    for (const mail of buyerMails)
      expect(`${mail.subject} ${mail.text_body}`).not.toMatch(/\$100\b/);
  });
});
