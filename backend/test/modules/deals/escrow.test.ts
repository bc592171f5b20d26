import { FixedClock } from '../../../src/platform/clock/clock';
import { SyncEscrowHandler } from '../../../src/modules/deals/commands/sync-escrow/sync-escrow.handler';
import { EscrowComProvider } from '../../../src/modules/deals/escrow/escrow-com.provider';
import { EscrowStandIn } from '../../support/escrow-stand-in';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { as, saleFromLead } from './deal-support';

const MINUTE = 60_000;
const TOKEN = 'escrow-webhook-token-0123456789abcdef';

describe('escrow by API (Escrow.com stand-in)', () => {
  let t: TestApp;
  let escrow: EscrowStandIn;
  let clock: FixedClock;
  let seller: SignedUpUser;
  let buyer: SignedUpUser;
  let stranger: SignedUpUser;

  beforeAll(async () => {
    escrow = await EscrowStandIn.start();
    clock = new FixedClock(new Date('2026-06-01T12:00:00.000Z'));
    t = await createTestApp({
      clock,
      env: {
        ESCROW_EMAIL: escrow.email,
        ESCROW_API_KEY: escrow.apiKey,
        ESCROW_WEBHOOK_TOKEN: TOKEN,
        ESCROW_API_URL: escrow.apiUrl,
        ESCROW_WEB_URL: 'https://www.escrow-sandbox.com',
      },
    });
    seller = await signUpUser(t.http, { full_name: 'Sam Seller' });
    buyer = await signUpUser(t.http, { full_name: 'Jane Buyer' });
    stranger = await signUpUser(t.http);
  });

  afterAll(async () => {
    await t.close();
    await escrow.stop();
  });

  const deal = async (price = 420) => {
    const sale = await saleFromLead(t.app, t.http, seller, buyer, {}, price);
    const created = await as(t.http, seller)
      .post('/api/transaction-timeline/create')
      .send({ transactionId: sale.transactionId })
      .expect(201);
    return { name: sale.name, id: created.body.data.id as string };
  };
  const openEscrow = (user: SignedUpUser, id: string, body: Record<string, unknown> = {}) =>
    as(t.http, user).post(`/api/transaction-timeline/escrow/${id}`).send(body);
  const webhook = (escrowId: number | string, token = TOKEN) =>
    t.http
      .post(`/api/transaction-timeline/escrow-webhook/${token}`)
      .send({ event: 'payment_approved', event_type: 'transaction', transaction_id: escrowId });
  const detail = async (id: string) =>
    (await as(t.http, seller).get(`/api/transaction-timeline/detail/${id}`).expect(200)).body.data;

  it('opens the escrow from the deal, with the name, the price, both parties and the fee terms', async () => {
    const { id, name } = await deal(420);
    clock.advance(MINUTE);
    const opened = await openEscrow(buyer, id, { fee_payer: 'split', inspection_days: 5 }).expect(
      200,
    );
    const transaction = escrow.transactionFor(name);
    expect(transaction.request).toMatchObject({
      currency: 'usd',
      parties: [
        { role: 'buyer', customer: buyer.email },
        { role: 'seller', customer: seller.email },
      ],
      items: [
        {
          title: name,
          type: 'domain_name',
          inspection_period: 5 * 24 * 60 * 60,
          quantity: 1,
          schedule: [
            { amount: '420.00', payer_customer: buyer.email, beneficiary_customer: seller.email },
          ],
          fees: [
            { type: 'escrow', payer_customer: buyer.email, split: '0.5' },
            { type: 'escrow', payer_customer: seller.email, split: '0.5' },
          ],
        },
      ],
    });
    expect(opened.body.data).toMatchObject({
      stage: 'escrow_opened',
      escrow_by_api: true,
      escrow: {
        state: 'open',
        escrow_id: String(transaction.id),
        pay_url: `https://www.escrow-sandbox.com/transaction/${transaction.id}`,
        fee_payer: 'split',
        inspection_days: 5,
        requested_at: clock.now().toISOString(),
      },
    });
    expect(opened.body.data.history.at(-1)).toMatchObject({
      stage: 'escrow_opened',
      role: 'buyer',
      source: null,
    });
    const events = await t.db.dataSource.query<Array<{ payload: string }>>(
      `select data::text || metadata::text as payload from es_events where stream_id = $1`,
      [`timeline-${id}`],
    );
    for (const { payload } of events) {
      expect(payload).not.toContain(buyer.email);
      expect(payload).not.toContain(seller.email);
    }
  });

  it('opens one escrow per deal, for its parties only, and before payment', async () => {
    const { id, name } = await deal();
    await openEscrow(stranger, id).expect(404);
    await openEscrow(seller, id, { fee_payer: 'nobody' })
      .expect(400)
      .expect(({ body }) =>
        expect(body.error).toBe('fee_payer must be one of buyer, seller, split'),
      );
    await openEscrow(seller, id, { inspection_days: 31 }).expect(400);
    await openEscrow(seller, id).expect(200);
    await openEscrow(buyer, id)
      .expect(409)
      .expect(({ body }) => expect(body.code).toBe('ESCROW_ALREADY_OPEN'));
    expect(escrow.transactionFor(name).request.items[0].fees).toEqual([
      { type: 'escrow', payer_customer: buyer.email, split: '1' },
    ]);

    const paid = await deal();
    await as(t.http, buyer)
      .put(`/api/transaction-timeline/update-stage/${paid.id}`)
      .send({ stage: 'escrow_opened' })
      .expect(200);
    await as(t.http, seller)
      .put(`/api/transaction-timeline/update-stage/${paid.id}`)
      .send({ stage: 'payment_secured' })
      .expect(200);
    await openEscrow(buyer, paid.id)
      .expect(422)
      .expect(({ body }) => expect(body.code).toBe('ESCROW_TOO_LATE'));
  });

  it('refuses a forged webhook, and moves the deal once for a webhook delivered three times', async () => {
    const { id, name } = await deal();
    await openEscrow(buyer, id).expect(200);
    const { id: escrowId } = escrow.transactionFor(name);

    escrow.secure(escrowId);
    await webhook(escrowId, 'forged-token-0123456789abcdef0123')
      .expect(401)
      .expect(({ body }) => expect(body.code).toBe('INVALID_WEBHOOK_TOKEN'));
    expect((await detail(id)).stage).toBe('escrow_opened');

    clock.advance(MINUTE);
    for (let delivery = 0; delivery < 3; delivery++)
      await webhook(escrowId).expect(200, { received: true });
    const paid = await detail(id);
    expect(paid.stage).toBe('payment_secured');
    expect(
      paid.history.filter((change: { stage: string }) => change.stage === 'payment_secured'),
    ).toEqual([
      {
        stage: 'payment_secured',
        label: 'Payment secured',
        notes: null,
        role: 'buyer',
        source: 'escrow_webhook',
        at: clock.now().toISOString(),
      },
    ]);
    const mails = await t.db.dataSource.query<Array<{ to_address: string; text_body: string }>>(
      `select to_address, text_body from mail_outbox where subject = $1`,
      [`The deal for ${name}: Payment secured`],
    );
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([buyer.email, seller.email].sort());
    expect(mails.find((mail) => mail.to_address === seller.email)?.text_body).toContain(
      `Escrow.com reports the deal for ${name} at “Payment secured”.\n\nMove the name to the buyer now`,
    );

    await webhook(escrowId, TOKEN).expect(200);
    await webhook(2_999_999).expect(200, { received: true });
    await t.http
      .post(`/api/transaction-timeline/escrow-webhook/${TOKEN}`)
      .send({ transaction_id: 'one; drop table' })
      .expect(400);
  });

  it('catches up by the poll when webhooks are lost, up to the escrow’s completion', async () => {
    const { id, name } = await deal();
    await openEscrow(seller, id).expect(200);
    const { id: escrowId } = escrow.transactionFor(name);
    escrow.secure(escrowId);
    escrow.ship(escrowId);
    clock.advance(MINUTE);
    await t.app.get(SyncEscrowHandler).pollOpen();
    const shipped = await detail(id);
    expect(shipped.stage).toBe('domain_transferred');
    expect(shipped.history.slice(-2)).toEqual([
      expect.objectContaining({ stage: 'payment_secured', role: 'buyer', source: 'escrow_poll' }),
      expect.objectContaining({
        stage: 'domain_transferred',
        role: 'seller',
        source: 'escrow_poll',
      }),
    ]);

    escrow.accept(escrowId);
    escrow.disburse(escrowId);
    await webhook(escrowId).expect(200);
    expect(await detail(id)).toMatchObject({ stage: 'completed', status: 'completed' });
    await t.app.get(SyncEscrowHandler).pollOpen();
    const done = await detail(id);
    expect(done.history.map((change: { stage: string }) => change.stage)).toEqual([
      'agreed',
      'escrow_opened',
      'payment_secured',
      'domain_transferred',
      'funds_released',
      'completed',
    ]);
  });

  it('opens nothing when Escrow.com fails, and lets the party ask again', async () => {
    const { id, name } = await deal();
    escrow.failNext({ kind: 'status', status: 500 });
    await openEscrow(buyer, id)
      .expect(503)
      .expect(({ body }) => {
        expect(body.code).toBe('ESCROW_FAILED');
        expect(body.error).toBe(
          'Escrow.com did not open the escrow: Escrow.com answered 500. Try again.',
        );
      });
    expect(await detail(id)).toMatchObject({ stage: 'agreed', escrow: null });

    await openEscrow(buyer, id).expect(200);
    expect(escrow.transactionFor(name).request.items[0].title).toBe(name);

    escrow.failNext({ kind: 'status', status: 502 });
    await webhook(escrow.transactionFor(name).id)
      .expect(503)
      .expect(({ body }) => expect(body.code).toBe('ESCROW_FAILED'));
  });
});

describe('the Escrow.com client', () => {
  let escrow: EscrowStandIn;

  beforeAll(async () => {
    escrow = await EscrowStandIn.start();
  });

  afterAll(async () => {
    await escrow.stop();
  });

  const client = (apiKey = escrow.apiKey) =>
    new EscrowComProvider({
      apiUrl: escrow.apiUrl,
      webUrl: 'https://www.escrow.com',
      email: escrow.email,
      apiKey,
      webhookToken: TOKEN,
      timeoutMs: 300,
    });
  const request = {
    timelineId: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
    domainName: 'hangs.io',
    priceCents: 9_900,
    buyerEmail: 'buyer@example.com',
    sellerEmail: 'seller@example.com',
    feePayer: 'seller' as const,
    inspectionDays: 1,
  };

  it('says when Escrow.com did not answer in time, refused the key, or lost a transaction', async () => {
    escrow.failNext({ kind: 'hang' });
    await expect(client().open(request)).rejects.toMatchObject({
      reason: 'Escrow.com did not answer within 0.3 s.',
    });
    await expect(client('another-key-0123').open(request)).rejects.toMatchObject({
      reason: 'Escrow.com answered 401.',
    });
    await expect(client().progress('404')).rejects.toMatchObject({
      reason: 'Escrow.com answered 404.',
    });
    const opened = await client().open(request);
    expect(await client().progress(opened.escrowId)).toEqual({
      reached: 'escrow_opened',
      cancelled: false,
    });
    expect(client().acceptsWebhookToken(TOKEN)).toBe(true);
    expect(client().acceptsWebhookToken(`${TOKEN}x`)).toBe(false);
    expect(client().acceptsWebhookToken(undefined)).toBe(false);
  });
});
