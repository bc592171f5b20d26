import { EventStore } from '../../../src/platform/event-store/event-store';
import { FixedClock } from '../../../src/platform/clock/clock';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { listedDomain } from '../inquiries/inquiry-support';
import { as, directSale, saleFromLead } from './deal-support';

const MINUTE = 60_000;

describe('transaction timelines', () => {
  let t: TestApp;
  let clock: FixedClock;
  let seller: SignedUpUser;
  let buyer: SignedUpUser;
  let stranger: SignedUpUser;

  beforeAll(async () => {
    clock = new FixedClock(new Date('2026-06-01T12:00:00.000Z'));
    t = await createTestApp({ clock });
    seller = await signUpUser(t.http, { full_name: 'Sam Seller' });
    buyer = await signUpUser(t.http, { full_name: 'Jane Buyer' });
    stranger = await signUpUser(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  const create = (user: SignedUpUser, transactionId: string) =>
    as(t.http, user).post('/api/transaction-timeline/create').send({ transactionId });
  const moveTo = (user: SignedUpUser, id: string, stage: string, notes?: string) =>
    as(t.http, user)
      .put(`/api/transaction-timeline/update-stage/${id}`)
      .send(notes === undefined ? { stage } : { stage, notes });
  const openedTimeline = async () => {
    const sale = await saleFromLead(t.app, t.http, seller, buyer);
    const created = await create(seller, sale.transactionId).expect(201);
    return { sale, id: created.body.data.id as string };
  };

  it('opens one timeline per sale, which its seller and its buyer each see in their role', async () => {
    const sale = await saleFromLead(t.app, t.http, seller, buyer, { price: 410 }, 380);
    const listing = await as(t.http, seller).get(`/api/domains/detail/${sale.listingId}`);
    expect(listing.body.data.transaction_id).toBe(sale.transactionId);

    const byBuyer = await create(buyer, sale.transactionId).expect(201);
    const timeline = byBuyer.body.data;
    expect(timeline).toMatchObject({
      transaction_id: sale.transactionId,
      listing_id: sale.listingId,
      domain_name: sale.name,
      sale_price: 380,
      listed_price: 410,
      sold_at: '2026-06-01T12:00:00.000Z',
      role: 'buyer',
      buyer_name: null,
      stage: 'agreed',
      status: 'open',
      next_stage: 'escrow_opened',
      history: [{ stage: 'agreed', label: 'Agreed', notes: null, role: 'buyer' }],
      verifications: [],
      report_id: null,
    });
    expect(timeline.stages.map((stage: { label: string }) => stage.label)).toEqual([
      'Agreed',
      'Escrow opened',
      'Payment secured',
      'Domain transferred',
      'Funds released',
      'Completed',
    ]);
    expect(timeline.stages[0]).toEqual({
      stage: 'agreed',
      label: 'Agreed',
      reached_at: timeline.created_at,
      notes: null,
      role: 'buyer',
    });
    expect(timeline.stages[1]).toMatchObject({ reached_at: null, role: null });

    clock.advance(MINUTE);
    const bySeller = await create(seller, sale.transactionId).expect(201);
    expect(bySeller.body.data).toMatchObject({
      id: timeline.id,
      role: 'seller',
      buyer_name: 'Jane Buyer',
      created_at: timeline.created_at,
      history: [{ stage: 'agreed', role: 'buyer' }],
    });
    const detail = await as(t.http, buyer)
      .get(`/api/transaction-timeline/detail/${timeline.id}`)
      .expect(200);
    expect(detail.body.data).toEqual(timeline);
  });

  it('answers 404 to anyone but the sale’s seller and buyer, and for an unknown sale', async () => {
    const { sale, id } = await openedTimeline();
    await create(stranger, sale.transactionId).expect(404);
    await as(t.http, stranger).get(`/api/transaction-timeline/detail/${id}`).expect(404);
    await moveTo(stranger, id, 'escrow_opened').expect(404);
    await create(seller, '2f9c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b')
      .expect(404)
      .expect((response) =>
        expect(response.body).toMatchObject({ code: 'NOT_FOUND', error: 'Sale not found' }),
      );
    const detail = await as(t.http, seller).get(`/api/transaction-timeline/detail/${id}`);
    expect(detail.body.data.stage).toBe('agreed');
  });

  it('moves by hand where Escrow.com is not set up: no escrow by API, and saying so', async () => {
    const { id } = await openedTimeline();
    const detail = await as(t.http, buyer).get(`/api/transaction-timeline/detail/${id}`);
    expect(detail.body.data).toMatchObject({ escrow_by_api: false, escrow: null });
    await as(t.http, buyer)
      .post(`/api/transaction-timeline/escrow/${id}`)
      .send({})
      .expect(422)
      .expect(({ body }) => expect(body.code).toBe('ESCROW_UNAVAILABLE'));
    await as(t.http, stranger).post(`/api/transaction-timeline/escrow/${id}`).send({}).expect(404);
    await t.http
      .post('/api/transaction-timeline/escrow-webhook/escrow-webhook-token-0123456789')
      .send({ transaction_id: 1 })
      .expect(404);
  });

  it('follows a sale without a lead for its seller alone', async () => {
    const listing = await listedDomain(t.app, t.http, seller);
    const transactionId = await directSale(t.http, seller, listing.id, 150);
    const sales = await as(t.http, seller).get('/api/seller-dashboard/sales').expect(200);
    expect(sales.body.data.sales).toContainEqual(
      expect.objectContaining({ id: listing.id, transaction_id: transactionId }),
    );
    const created = await create(seller, transactionId).expect(201);
    expect(created.body.data).toMatchObject({ role: 'seller', buyer_name: null, sale_price: 150 });
    await create(buyer, transactionId).expect(404);
  });

  it('moves one stage at a time to completed, each change an event an auditor can read back', async () => {
    const { id } = await openedTimeline();
    const steps: Array<[SignedUpUser, string, string | undefined]> = [
      [buyer, 'escrow_opened', 'Escrow.com transaction 4411'],
      [seller, 'payment_secured', undefined],
      [seller, 'domain_transferred', 'Auth code sent'],
      [buyer, 'funds_released', 'Received in my account'],
      [seller, 'completed', undefined],
    ];
    for (const [user, stage, notes] of steps) {
      clock.advance(MINUTE);
      const moved = await moveTo(user, id, stage, notes).expect(200);
      expect(moved.body.data).toMatchObject({ stage, updated_at: clock.now().toISOString() });
    }
    const done = (await as(t.http, seller).get(`/api/transaction-timeline/detail/${id}`)).body.data;
    expect(done).toMatchObject({ stage: 'completed', status: 'completed', next_stage: null });
    expect(done.stages.every((stage: { reached_at: string | null }) => stage.reached_at)).toBe(
      true,
    );
    expect(done.stages[3]).toMatchObject({
      stage: 'domain_transferred',
      notes: 'Auth code sent',
      role: 'seller',
    });
    expect(
      done.history.map((change: { stage: string; role: string }) => [change.stage, change.role]),
    ).toEqual([
      ['agreed', 'seller'],
      ['escrow_opened', 'buyer'],
      ['payment_secured', 'seller'],
      ['domain_transferred', 'seller'],
      ['funds_released', 'buyer'],
      ['completed', 'seller'],
    ]);

    const stream = await t.app.get(EventStore).readStream(`timeline-${id}`);
    expect(
      stream.map((event) => ({
        type: event.type,
        stage: (event.data as { stage: string }).stage,
        notes: (event.data as { notes?: string | null }).notes ?? null,
        role: (event.data as { role: string }).role,
        actorId: event.metadata.actorId,
      })),
    ).toEqual([
      {
        type: 'deals.TimelineOpened',
        stage: 'agreed',
        notes: null,
        role: 'seller',
        actorId: seller.userId,
      },
      ...steps.map(([user, stage, notes]) => ({
        type: 'deals.TimelineStageChanged',
        stage,
        notes: notes ?? null,
        role: user === seller ? 'seller' : 'buyer',
        actorId: user.userId,
      })),
    ]);

    await moveTo(seller, id, 'cancelled')
      .expect(422)
      .expect((response) =>
        expect(response.body).toMatchObject({
          code: 'TIMELINE_CLOSED',
          error: 'This deal is completed; its stages can no longer change.',
        }),
      );
  });

  it('refuses a skipped stage, a step back and the current stage with STAGE_OUT_OF_ORDER', async () => {
    const { id } = await openedTimeline();
    await moveTo(seller, id, 'payment_secured')
      .expect(422)
      .expect((response) =>
        expect(response.body).toMatchObject({
          code: 'STAGE_OUT_OF_ORDER',
          error: 'A deal moves one stage at a time: after Agreed comes Escrow opened.',
        }),
      );
    await moveTo(seller, id, 'escrow_opened').expect(200);
    for (const stage of ['agreed', 'escrow_opened', 'completed'])
      await moveTo(buyer, id, stage)
        .expect(422)
        .expect((response) =>
          expect(response.body).toMatchObject({
            code: 'STAGE_OUT_OF_ORDER',
            error: 'A deal moves one stage at a time: after Escrow opened comes Payment secured.',
          }),
        );
    const stream = await t.app.get(EventStore).readStream(`timeline-${id}`);
    expect(stream).toHaveLength(2);
  });

  it('cancels an open deal, which then changes no more', async () => {
    const { id } = await openedTimeline();
    await moveTo(seller, id, 'escrow_opened').expect(200);
    const cancelled = await moveTo(buyer, id, 'cancelled', 'Buyer changed their mind').expect(200);
    expect(cancelled.body.data).toMatchObject({
      stage: 'cancelled',
      status: 'cancelled',
      next_stage: null,
    });
    expect(cancelled.body.data.history.at(-1)).toMatchObject({
      stage: 'cancelled',
      label: 'Cancelled',
      notes: 'Buyer changed their mind',
      role: 'buyer',
    });
    await moveTo(seller, id, 'payment_secured')
      .expect(422)
      .expect((response) =>
        expect(response.body).toMatchObject({
          code: 'TIMELINE_CLOSED',
          error: 'This deal is cancelled; its stages can no longer change.',
        }),
      );
  });

  it('has no deal to follow for a reversed sale: 409 SALE_RESTORED, only cancelling goes on', async () => {
    const reversed = await saleFromLead(t.app, t.http, seller, buyer);
    await as(t.http, seller).post(`/api/domains/unmark-sold/${reversed.listingId}`).expect(200);
    await create(buyer, reversed.transactionId)
      .expect(409)
      .expect((response) =>
        expect(response.body).toMatchObject({
          code: 'SALE_RESTORED',
          error: 'This sale was reversed, so it has no deal to follow.',
        }),
      );

    const { sale, id } = await openedTimeline();
    await as(t.http, seller).post(`/api/domains/unmark-sold/${sale.listingId}`).expect(200);
    await moveTo(buyer, id, 'escrow_opened')
      .expect(409)
      .expect((response) => expect(response.body.code).toBe('SALE_RESTORED'));
    await moveTo(buyer, id, 'cancelled').expect(200);
  });

  it('lists the caller’s deals by role and status, newest activity first', async () => {
    const alice = await signUpUser(t.http);
    const bob = await signUpUser(t.http);
    const aliceSells = await saleFromLead(t.app, t.http, alice, bob);
    const aliceSellsAgain = await saleFromLead(t.app, t.http, alice, bob);
    const bobSells = await saleFromLead(t.app, t.http, bob, alice);
    const ids: string[] = [];
    for (const sale of [aliceSells, aliceSellsAgain, bobSells]) {
      clock.advance(MINUTE);
      ids.push((await create(alice, sale.transactionId).expect(201)).body.data.id);
    }
    clock.advance(MINUTE);
    await moveTo(bob, ids[0], 'cancelled').expect(200);

    const list = async (user: SignedUpUser, query: Record<string, string | number> = {}) =>
      (
        await as(t.http, user)
          .get('/api/transaction-timeline/my-timelines')
          .query(query)
          .expect(200)
      ).body.data;
    const all = await list(alice);
    expect(all.timelines.map((item: { id: string }) => item.id)).toEqual([ids[0], ids[2], ids[1]]);
    expect(all.timelines[0]).toEqual({
      id: ids[0],
      transaction_id: aliceSells.transactionId,
      domain_name: aliceSells.name,
      sale_price: 249,
      stage: 'cancelled',
      label: 'Cancelled',
      status: 'cancelled',
      role: 'seller',
      next_deadline: null,
      next_due_at: null,
      overdue: false,
      updated_at: clock.now().toISOString(),
    });
    expect(all.pagination).toMatchObject({ page: 1, limit: 20, total: 3 });
    const asBuyer = await list(alice, { role: 'buyer' });
    expect(asBuyer.timelines).toEqual([expect.objectContaining({ id: ids[2], role: 'buyer' })]);
    const open = await list(alice, { role: 'seller', status: 'open' });
    expect(open.timelines.map((item: { id: string }) => item.id)).toEqual([ids[1]]);
    const bobs = await list(bob, { status: 'cancelled' });
    expect(bobs.timelines).toEqual([expect.objectContaining({ id: ids[0], role: 'buyer' })]);
    const paged = await list(alice, { limit: 2, page: 2 });
    expect(paged.timelines.map((item: { id: string }) => item.id)).toEqual([ids[1]]);
    expect(paged.pagination).toMatchObject({ total: 3, totalPages: 2, hasPreviousPage: true });
    expect((await list(stranger)).timelines).toEqual([]);

    for (const query of [{ limit: 51 }, { status: 'closed' }, { role: 'broker' }])
      await as(t.http, alice)
        .get('/api/transaction-timeline/my-timelines')
        .query(query)
        .expect(400)
        .expect((response) => expect(response.body.code).toBe('VALIDATION_ERROR'));
  });

  it('validates what it is sent: 400 for a bad stage, long notes or a malformed sale id, 404 for a malformed timeline id', async () => {
    const { id } = await openedTimeline();
    await moveTo(seller, id, 'shipped')
      .expect(400)
      .expect((response) =>
        expect(response.body).toMatchObject({
          code: 'VALIDATION_ERROR',
          details: [
            {
              field: 'stage',
              message:
                'stage must be one of agreed, escrow_opened, payment_secured, domain_transferred, funds_released, completed, cancelled',
            },
          ],
        }),
      );
    await moveTo(seller, id, 'escrow_opened', 'x'.repeat(1001))
      .expect(400)
      .expect((response) =>
        expect(response.body.details).toEqual([
          { field: 'notes', message: 'Notes cannot exceed 1000 characters' },
        ]),
      );
    await moveTo(seller, id, 'escrow_opened', 'x'.repeat(1000)).expect(200);
    await as(t.http, seller)
      .put(`/api/transaction-timeline/update-stage/${id}`)
      .send({ stage: 'payment_secured', actor: 'me' })
      .expect(400);
    await create(seller, 'not-a-sale').expect(400);
    await as(t.http, seller).get('/api/transaction-timeline/detail/not-a-uuid').expect(404);
    await moveTo(seller, 'not-a-uuid', 'payment_secured').expect(404);
    await t.http.get(`/api/transaction-timeline/detail/${id}`).expect(401);
  });
});
