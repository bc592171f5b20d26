import { DataSource } from 'typeorm';
import { SALE_FOLLOWUP_QUEUE } from '../../../src/modules/listings';
import { FixedClock } from '../../../src/platform/clock/clock';
import { runJob } from '../../support/jobs';
import {
  createTestApp,
  signInAgain,
  signUpUser,
  type SignedUpUser,
  type TestApp,
} from '../../support/test-app';
import { waitFor } from '../../support/wait-for';
import { listedDomain, submitInquiry } from '../inquiries/inquiry-support';

const DAY = 24 * 60 * 60 * 1000;

describe('after a sale (real Redis, the jobs in this process)', () => {
  const clock = new FixedClock(new Date('2026-09-01T09:00:00.000Z'));
  let t: TestApp;
  let seller: SignedUpUser;
  let buyer: SignedUpUser;
  let otherBuyer: SignedUpUser;
  let listing: { id: string; name: string };
  let transactionId: string;

  const as = (user: SignedUpUser) => ({
    get: (url: string) => t.http.get(url).set('Authorization', `Bearer ${user.accessToken}`),
    post: (url: string) => t.http.post(url).set('Authorization', `Bearer ${user.accessToken}`),
  });

  beforeAll(async () => {
    t = await createTestApp({ clock, runProcessors: true });
    seller = await signUpUser(t.http);
    buyer = await signUpUser(t.http);
    otherBuyer = await signUpUser(t.http);
    listing = await listedDomain(t.app, t.http, seller, { price: 400 });
    clock.advance(2 * DAY);
    for (const user of [seller, buyer, otherBuyer]) await signInAgain(t.http, user);
    for (const user of [buyer, otherBuyer]) {
      await as(user).post(`/api/domains/${listing.id}/view`).expect(200);
    }
    const lead = await submitInquiry(t.http, buyer.accessToken, listing.id).expect(201);
    await submitInquiry(t.http, otherBuyer.accessToken, listing.id, {
      buyerName: 'Other Buyer',
      buyerEmail: 'other.buyer@example.com',
    }).expect(201);
    clock.advance(DAY);
    await signInAgain(t.http, seller);
    const sold = await as(seller)
      .post('/api/seller-dashboard/mark-sold')
      .query({ id: lead.body.data.id as string })
      .send({ salePrice: 380 })
      .expect(200);
    transactionId = sold.body.data.sale.transaction_id as string;
  });

  afterAll(async () => {
    await t.close();
  });

  const soldMails = () =>
    t.app
      .get(DataSource)
      .query(
        `select to_address, subject, text_body from mail_outbox where template = 'inquiries.domain-sold'`,
      ) as Promise<Array<{ to_address: string; subject: string; text_body: string }>>;

  it('generates the sale report within seconds, with the figures before the sale', async () => {
    let report: Record<string, unknown> | undefined;
    await waitFor(async () => {
      const response = await as(seller).get(
        `/api/post-transaction-analytics/report/${transactionId}`,
      );
      report =
        response.status === 200 ? (response.body.data as Record<string, unknown>) : undefined;
      return report !== undefined;
    }, 'the sale report');
    expect(report).toMatchObject({
      id: transactionId,
      transaction_id: transactionId,
      domain_name: listing.name,
      days_to_sell: 3,
      views_before_sale: 2,
      inquiries_before_sale: 2,
      sale_price: 380,
      listed_price: 400,
      price_vs_listed_pct: 95,
    });
  });

  it('tells the other buyer with an open inquiry, once, and not the buyer', async () => {
    await waitFor(async () => (await soldMails()).length > 0, 'the mail to the other buyer');
    await runJob(t.app, SALE_FOLLOWUP_QUEUE, 'tell-buyers', {
      listingId: listing.id,
      transactionId,
    });
    const mails = await soldMails();
    expect(mails.map(({ to_address, subject }) => ({ to_address, subject }))).toEqual([
      { to_address: 'other.buyer@example.com', subject: `${listing.name} has been sold` },
    ]);
    // Anyone may send an inquiry naming any address: the mail repeats nothing they wrote.
    expect(mails[0].text_body).not.toContain('Other Buyer');
  });
});
