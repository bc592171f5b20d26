import { FixedClock } from '../../../src/platform/clock/clock';
import { WatchDeliveryHandler } from '../../../src/modules/deals/commands/watch-delivery/watch-delivery.handler';
import { DnsStandIn } from '../../support/dns-stand-in';
import { RdapStandIn } from '../../support/rdap-stand-in';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { listedDomain, submitInquiry } from '../inquiries/inquiry-support';
import { advance, as, saleFromLead } from './deal-support';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const EXPIRES = new Date('2027-03-01T00:00:00.000Z');

describe('delivery confirmed from the name’s RDAP record', () => {
  let t: TestApp;
  let rdap: RdapStandIn;
  let dns: DnsStandIn;
  let clock: FixedClock;
  let seller: SignedUpUser;
  let buyer: SignedUpUser;

  beforeAll(async () => {
    rdap = await RdapStandIn.start();
    dns = await DnsStandIn.start();
    clock = new FixedClock(new Date('2026-06-01T12:00:00.000Z'));
    t = await createTestApp({
      clock,
      env: {
        RDAP_BOOTSTRAP_URL: rdap.bootstrapUrl,
        DNS_SERVERS: dns.address,
        OWNERSHIP_SWEEP_ENABLED: 'false',
      },
    });
    seller = await signUpUser(t.http, { full_name: 'Sam Seller' });
    buyer = await signUpUser(t.http, { full_name: 'Jane Buyer' });
  });

  afterAll(async () => {
    await t.close();
    await rdap.stop();
    await dns.stop();
  });

  const sweep = () => t.app.get(WatchDeliveryHandler).sweep();
  const detail = async (id: string) =>
    (await as(t.http, buyer).get(`/api/transaction-timeline/detail/${id}`).expect(200)).body.data;
  const nameAt = (name: string, registrar: string, statuses = ['active']) =>
    rdap.setDomain(name, { registrar, expiresAt: EXPIRES, statuses });
  const receiveAt = (user: SignedUpUser, id: string, registrar: string) =>
    as(t.http, user).put(`/api/transaction-timeline/receiving-registrar/${id}`).send({ registrar });
  /** A deal at payment secured whose buyer receives the name at Porkbun, now at Namecheap. */
  const dealInTransfer = async () => {
    const sale = await saleFromLead(t.app, t.http, seller, buyer);
    nameAt(sale.name, 'NameCheap, Inc.');
    const created = await as(t.http, seller)
      .post('/api/transaction-timeline/create')
      .send({ transactionId: sale.transactionId })
      .expect(201);
    const id = created.body.data.id as string;
    await receiveAt(seller, id, 'Porkbun').expect(403);
    const named = await receiveAt(buyer, id, 'Porkbun').expect(200);
    expect(named.body.data.receiving_registrar).toBe('Porkbun');
    for (const [user, stage] of [
      [buyer, 'escrow_opened'],
      [seller, 'payment_secured'],
    ] as const)
      await as(t.http, user)
        .put(`/api/transaction-timeline/update-stage/${id}`)
        .send({ stage })
        .expect(200);
    return { id, name: sale.name };
  };
  const checks = async (id: string) =>
    (
      await t.db.dataSource.query<Array<{ attempts: number; next_at: Date; baseline: string }>>(
        `select attempts, next_at, baseline_registrar as baseline from deal_delivery_checks
          where timeline_id = $1`,
        [id],
      )
    )[0];

  it('moves the deal to domain transferred once the name is at the buyer’s registrar', async () => {
    const { id, name } = await dealInTransfer();
    await sweep();
    expect((await detail(id)).stage).toBe('payment_secured');
    expect(await checks(id)).toEqual({
      attempts: 1,
      next_at: new Date(clock.now().getTime() + 15 * MINUTE),
      baseline: 'NameCheap, Inc.',
    });
    await sweep();
    expect(rdap.requests(`/rdap/domain/${name}`)).toBe(1);

    await advance(clock, t.http, [seller, buyer], 16 * MINUTE);
    await sweep();
    expect(await checks(id)).toMatchObject({ attempts: 2 });
    expect((await checks(id)).next_at).toEqual(new Date(clock.now().getTime() + 30 * MINUTE));

    nameAt(name, 'Porkbun LLC', ['client transfer prohibited']);
    await advance(clock, t.http, [seller, buyer], 31 * MINUTE);
    await sweep();
    const delivered = await detail(id);
    expect(delivered.stage).toBe('domain_transferred');
    expect(delivered.history.at(-1)).toEqual({
      stage: 'domain_transferred',
      label: 'Domain transferred',
      notes: 'The registrar of record is now Porkbun LLC.',
      role: 'seller',
      source: 'rdap',
      at: clock.now().toISOString(),
    });
    expect(await checks(id)).toBeUndefined();
    const mailed = (stage: string) =>
      t.db.dataSource
        .query<Array<{ to_address: string }>>(
          `select to_address from mail_outbox where subject = $1 order by to_address`,
          [`The deal for ${name}: ${stage}`],
        )
        .then((rows) => rows.map((row) => row.to_address));
    expect(await mailed('Escrow opened')).toEqual([seller.email]);
    expect(await mailed('Payment secured')).toEqual([buyer.email]);
    expect(await mailed('Domain transferred')).toEqual([buyer.email, seller.email].sort());
    await receiveAt(buyer, id, 'Dynadot')
      .expect(422)
      .expect(({ body }) => expect(body.code).toBe('TRANSFER_DONE'));
  });

  it('asks the registry at once when a side presses Check now, once a minute at most', async () => {
    const early = await saleFromLead(t.app, t.http, seller, buyer);
    const notYet = await as(t.http, seller)
      .post('/api/transaction-timeline/create')
      .send({ transactionId: early.transactionId })
      .expect(201);
    await as(t.http, buyer)
      .post(`/api/transaction-timeline/delivery-check/${notYet.body.data.id as string}`)
      .expect(409)
      .expect(({ body }) => expect(body.code).toBe('DELIVERY_NOT_WATCHED'));

    const { id, name } = await dealInTransfer();
    const stranger = await signUpUser(t.http);
    await as(t.http, stranger).post(`/api/transaction-timeline/delivery-check/${id}`).expect(404);
    await as(t.http, buyer)
      .post(`/api/transaction-timeline/delivery-check/${id}`)
      .expect(200)
      .expect(({ body }) => expect(body.data.stage).toBe('payment_secured'));

    nameAt(name, 'Porkbun LLC');
    const again = await as(t.http, buyer).post(`/api/transaction-timeline/delivery-check/${id}`);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('DELIVERY_CHECKED_RECENTLY');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

    await advance(clock, t.http, [seller, buyer], MINUTE);
    const delivered = await as(t.http, seller)
      .post(`/api/transaction-timeline/delivery-check/${id}`)
      .expect(200);
    expect(delivered.body.data.stage).toBe('domain_transferred');
    expect(delivered.body.data.history.at(-1)).toMatchObject({ source: 'rdap' });
  });

  it('puts the deal on hold and tells both sides when the name moves to a third registrar', async () => {
    const { id, name } = await dealInTransfer();
    await sweep();
    nameAt(name, 'Shady Names Ltd');
    await advance(clock, t.http, [seller, buyer], 16 * MINUTE);
    await sweep();
    const held = await detail(id);
    expect(held).toMatchObject({
      stage: 'payment_secured',
      status: 'open',
      hold: {
        reason: 'registrar_changed',
        registrar: 'Shady Names Ltd',
        since: clock.now().toISOString(),
      },
    });
    expect(held.hold.message).toContain(
      "The name's registrar of record changed to Shady Names Ltd, which is not the registrar the buyer named.",
    );
    const mails = await t.db.dataSource.query<Array<{ to_address: string }>>(
      `select to_address from mail_outbox where subject = $1 order by to_address`,
      [`The deal for ${name} is on hold`],
    );
    expect(mails.map((mail) => mail.to_address)).toEqual([buyer.email, seller.email].sort());

    nameAt(name, 'Porkbun LLC');
    await advance(clock, t.http, [seller, buyer], 6 * 60 * MINUTE);
    await sweep();
    expect((await detail(id)).stage).toBe('payment_secured');

    await as(t.http, seller)
      .put(`/api/transaction-timeline/update-stage/${id}`)
      .send({ stage: 'domain_transferred', notes: 'Moved to Porkbun after all' })
      .expect(200);
    expect((await detail(id)).hold).toBeNull();
  });

  it('puts the deal on hold when the name is being deleted', async () => {
    const { id, name } = await dealInTransfer();
    nameAt(name, 'NameCheap, Inc.', ['redemption period']);
    await sweep();
    expect((await detail(id)).hold).toMatchObject({
      reason: 'redemption_period',
      registrar: 'NameCheap, Inc.',
    });
  });

  it('shows the buyer, before paying, every red flag of the name and how it moves', async () => {
    const { id: listingId, name } = await listedDomain(t.app, t.http, seller, {
      registrar: 'Namecheap',
    });
    rdap.setDomain(name, {
      registrar: 'NameCheap, Inc.',
      expiresAt: new Date(clock.now().getTime() + 20 * DAY),
      statuses: ['client transfer prohibited'],
      registeredAt: new Date('2019-05-01T00:00:00.000Z'),
      transferredAt: new Date(clock.now().getTime() - 10 * DAY),
    });
    await as(t.http, seller).post(`/api/domains/${listingId}/ownership/check`).expect(200);
    const inquiry = await submitInquiry(t.http, buyer.accessToken, listingId).expect(201);
    const sold = await as(t.http, seller)
      .post('/api/seller-dashboard/mark-sold')
      .query({ id: inquiry.body.data.id as string })
      .send({})
      .expect(200);
    const created = await as(t.http, seller)
      .post('/api/transaction-timeline/create')
      .send({ transactionId: sold.body.data.sale.transaction_id as string })
      .expect(201);
    const id = created.body.data.id as string;

    const deal = await detail(id);
    expect(deal.name_record).toEqual({
      ownership_verified_at: null,
      checked_at: clock.now().toISOString(),
      registrar_of_record: 'NameCheap, Inc.',
      expires_at: new Date(clock.now().getTime() + 20 * DAY).toISOString(),
      days_to_expiry: 20,
      registered_at: '2019-05-01T00:00:00.000Z',
      transferred_at: new Date(clock.now().getTime() - 10 * DAY).toISOString(),
      renewal: {
        usd: 16.98,
        registrar: 'Namecheap',
        listed: '2025-09',
        source: 'https://www.namecheap.com/domains/#pricing',
      },
    });
    const levels = Object.fromEntries(
      (deal.risk_checks as Array<{ code: string; level: string }>).map((c) => [c.code, c.level]),
    );
    expect(levels).toEqual({
      ownership: 'red',
      recent_transfer: 'red',
      expiry: 'red',
      registry_status: 'ok',
      new_registration: 'ok',
      renewal_price: 'ok',
    });
    expect(deal.transfer_guide).toMatchObject({ method: null, to_registrar: null });

    await receiveAt(buyer, id, 'Namecheap').expect(200);
    expect((await detail(id)).transfer_guide).toMatchObject({
      method: 'push',
      from_registrar: 'NameCheap, Inc.',
      to_registrar: 'Namecheap',
      locked_until: null,
    });
    await receiveAt(buyer, id, 'Porkbun').expect(200);
    const elsewhere = (await detail(id)).transfer_guide;
    expect(elsewhere).toMatchObject({
      method: 'transfer',
      locked_until: new Date(clock.now().getTime() + 50 * DAY).toISOString(),
    });
    expect(elsewhere.steps[0]).toEqual({
      who: 'seller',
      text: expect.stringMatching(
        new RegExp(`^${name.replace('.', '\\.')} cannot move to another registrar before`),
      ),
    });
  });
});
