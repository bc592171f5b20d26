import { AuditVerifier } from '../../../src/modules/audit';
import { DEAL_CLOCK_QUEUE } from '../../../src/modules/deals/jobs/deal-clock.processor';
import { RunDealClockHandler } from '../../../src/modules/deals/commands/run-deal-clock/run-deal-clock.handler';
import { timelinesReadModel } from '../../../src/modules/deals/projections/timelines.read-model';
import { OFFERS_QUEUE } from '../../../src/modules/offers';
import { offersReadModel } from '../../../src/modules/offers/projections/offers.read-model';
import { FixedClock } from '../../../src/platform/clock/clock';
import { DataSource } from 'typeorm';
import { runJob, waitForIdleQueues } from '../../support/jobs';
import { waitForProjections } from '../../support/wait-for-projections';
import { expectRebuildMatchesLive, INLINE } from '../../support/rebuild-matches-live';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { advance, directSale } from '../deals/deal-support';
import { listedDomain } from '../inquiries/inquiry-support';
import { as, makeOffer, move } from './offer-support';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Offers and deals against a clock moved by hand, with the jobs run by a real BullMQ worker. */
describe('the offer and deal clocks', () => {
  const clock = new FixedClock(new Date('2026-06-01T12:00:00.000Z'));
  let t: TestApp;
  let seller: SignedUpUser;
  let buyer: SignedUpUser;
  let runnerUp: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ clock, runProcessors: true });
    seller = await signUpUser(t.http, { full_name: 'Sam Seller' });
    buyer = await signUpUser(t.http, { full_name: 'Jane Buyer' });
    runnerUp = await signUpUser(t.http, { full_name: 'Rita Runnerup' });
  });

  afterAll(async () => {
    await t.close();
  });

  const users = () => [seller, buyer, runnerUp];
  const mails = (email: string, subject: RegExp) =>
    t.app
      .get(DataSource)
      .query<{ subject: string }[]>(`select subject from mail_outbox where to_address = $1`, [
        email,
      ])
      .then((rows) => rows.filter((row) => subject.test(row.subject)));
  const detail = (user: SignedUpUser, offerId: string) =>
    as(t.http, user).get(`/api/offers/detail/${offerId}`).expect(200);
  const deal = (user: SignedUpUser, dealId: string) =>
    as(t.http, user).get(`/api/transaction-timeline/detail/${dealId}`).expect(200);

  async function acceptedDeal(price: number, amount: number) {
    const { id, name } = await listedDomain(t.app, t.http, seller, { price });
    const second = await makeOffer(t.http, runnerUp, id, amount - 10).expect(201);
    const offer = await makeOffer(t.http, buyer, id, amount).expect(201);
    const accepted = await move(t.http, seller, offer.body.data.id, 'accept').expect(200);
    return {
      listingId: id,
      name,
      secondId: second.body.data.id as string,
      dealId: accepted.body.data.deal_id as string,
    };
  }

  it('declines the open offers "sold" when the seller marks the name sold another way', async () => {
    const { id } = await listedDomain(t.app, t.http, seller, { price: 180 });
    const made = await makeOffer(t.http, buyer, id, 150).expect(201);
    await directSale(t.http, seller, id, 175);
    await waitForIdleQueues(t.app);
    expect((await detail(buyer, made.body.data.id)).body.data).toMatchObject({
      status: 'declined',
      decline_reason: 'sold',
    });
  });

  it('expires an offer at exactly seven days: open a minute before, expired at the deadline', async () => {
    const { id } = await listedDomain(t.app, t.http, seller, { price: 200 });
    const made = await makeOffer(t.http, buyer, id, 150).expect(201);
    const offerId = made.body.data.id as string;
    const deadline = String(Date.parse(made.body.data.expires_at));
    expect(made.body.data.expires_at).toBe(new Date(clock.now().getTime() + 7 * DAY).toISOString());

    await advance(clock, t.http, users(), 7 * DAY - 60_000);
    await runJob(t.app, OFFERS_QUEUE, 'expire', { offerId, deadline });
    expect((await detail(buyer, offerId)).body.data.status).toBe('awaiting_seller');

    await advance(clock, t.http, users(), 60_000);
    // Read-time expiry: the answer says expired before the job has run.
    expect((await detail(buyer, offerId)).body.data.status).toBe('expired');
    await runJob(t.app, OFFERS_QUEUE, 'sweep');
    await waitForIdleQueues(t.app);
    const expired = (await detail(seller, offerId)).body.data;
    expect(expired.status).toBe('expired');
    expect(expired.history.map((entry: { move: string }) => entry.move)).toEqual([
      'offer',
      'expired',
    ]);
    await move(t.http, seller, offerId, 'accept').expect(409);
    await runJob(t.app, OFFERS_QUEUE, 'expire', { offerId, deadline });
    const events = await t.app
      .get(DataSource)
      .query(
        `select 1 from es_events where event_type = 'offers.OfferExpired' and data->>'offerId' = $1`,
        [offerId],
      );
    expect(events).toHaveLength(1);
  });

  it('reminds both sides once a day before payment is due, also when two runs race, then marks the deal overdue', async () => {
    const { dealId, listingId, name } = await acceptedDeal(149, 140);
    const opened = (await deal(seller, dealId)).body.data;
    expect(opened.clock).toMatchObject({
      next_deadline: 'payment',
      overdue: false,
      can_cancel: false,
    });
    const dueAt = opened.clock.payment_due_at as string;
    expect(dueAt).toBe(new Date(clock.now().getTime() + 3 * DAY).toISOString());

    await advance(clock, t.http, users(), 2 * DAY + HOUR);
    const tick = {
      timelineId: dealId,
      deadline: 'payment' as const,
      kind: 'remind' as const,
      dueAt: String(Date.parse(dueAt)),
    };
    await Promise.all([
      t.app.get(RunDealClockHandler).execute(tick),
      t.app.get(RunDealClockHandler).execute(tick),
    ]);
    await runJob(t.app, DEAL_CLOCK_QUEUE, 'sweep');
    await waitForIdleQueues(t.app);
    for (const user of [seller, buyer])
      expect(
        await mails(user.email, new RegExp(`^Payment into escrow for ${name} is due tomorrow`)),
      ).toHaveLength(1);

    await advance(clock, t.http, users(), DAY);
    await runJob(t.app, DEAL_CLOCK_QUEUE, 'sweep');
    await waitForIdleQueues(t.app);
    for (const user of [seller, buyer])
      expect(await mails(user.email, new RegExp(`^Deal for ${name} is overdue`))).toHaveLength(1);
    expect((await deal(seller, dealId)).body.data.clock).toMatchObject({
      overdue: true,
      can_cancel: true,
    });
    expect((await deal(buyer, dealId)).body.data.clock).toMatchObject({
      overdue: true,
      can_cancel: false,
    });
    const mine = await as(t.http, seller).get('/api/transaction-timeline/my-timelines').expect(200);
    expect(mine.body.data.timelines[0]).toMatchObject({
      id: dealId,
      next_deadline: 'payment',
      overdue: true,
    });

    const refused = await as(t.http, buyer)
      .put(`/api/transaction-timeline/update-stage/${dealId}`)
      .send({ stage: 'cancelled' })
      .expect(409);
    expect(refused.body.code).toBe('DEAL_BINDING');
    await as(t.http, seller)
      .put(`/api/transaction-timeline/update-stage/${dealId}`)
      .send({ stage: 'cancelled', notes: 'No payment' })
      .expect(200);
    const listing = await as(t.http, seller).get(`/api/domains/detail/${listingId}`).expect(200);
    expect(listing.body.data.status).toBe('active');
    await waitForProjections(t.app);
    const market = await as(t.http, buyer)
      .get(`/api/domains/public-listings?search=${name}&limit=100`)
      .expect(200);
    expect(market.body.data.domains.map((domain: { id: string }) => domain.id)).toContain(
      listingId,
    );
    await waitForIdleQueues(t.app);
    expect(await mails(runnerUp.email, new RegExp(`^${name} is available again`))).toHaveLength(1);
  });

  it('gives the transfer its own deadline from payment, lets the buyer cancel once it passes, and the auditor finds the log clean', async () => {
    const { dealId, listingId } = await acceptedDeal(300, 280);
    const moveTo = (user: SignedUpUser, stage: string) =>
      as(t.http, user)
        .put(`/api/transaction-timeline/update-stage/${dealId}`)
        .send({ stage })
        .expect(200);
    await moveTo(seller, 'escrow_opened');
    await advance(clock, t.http, users(), 2 * DAY);
    await moveTo(seller, 'payment_secured');
    const paid = (await deal(buyer, dealId)).body.data.clock;
    expect(paid).toMatchObject({ next_deadline: 'transfer', overdue: false });
    expect(paid.transfer_due_at).toBe(new Date(clock.now().getTime() + 5 * DAY).toISOString());

    // Six days after payment, eight after the sale: past the seller's 7-day reversal window.
    await advance(clock, t.http, users(), 6 * DAY);
    await runJob(t.app, DEAL_CLOCK_QUEUE, 'sweep');
    await waitForIdleQueues(t.app);
    expect((await deal(buyer, dealId)).body.data.clock).toMatchObject({
      overdue: true,
      can_cancel: true,
    });
    await as(t.http, seller)
      .put(`/api/transaction-timeline/update-stage/${dealId}`)
      .send({ stage: 'cancelled' })
      .expect(409);
    await moveTo(buyer, 'cancelled');
    expect(
      (await as(t.http, seller).get(`/api/domains/detail/${listingId}`)).body.data.status,
    ).toBe('active');

    const verification = await t.app.get(AuditVerifier).verify();
    expect(verification.restoreProblems).toEqual([]);
    expect(verification.ok).toBe(true);
    const dataSource = t.app.get(DataSource);
    await expectRebuildMatchesLive(
      dataSource,
      offersReadModel,
      {
        offers: 'id',
        offer_moves: 'offer_id, position',
        offer_rules: 'listing_id',
        offer_default_rules: 'seller_id',
      },
      INLINE,
    );
    await expectRebuildMatchesLive(
      dataSource,
      timelinesReadModel,
      { deal_timelines: 'id', deal_timeline_changes: 'timeline_id, position' },
      INLINE,
    );
  });
});
