import { FixedClock } from '../../../src/platform/clock/clock';
import { WatchDeliveryHandler } from '../../../src/modules/deals/commands/watch-delivery/watch-delivery.handler';
import { RdapStandIn } from '../../support/rdap-stand-in';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { advance, as, saleFromLead } from './deal-support';

const MINUTE = 60_000;
const EXPIRES = new Date('2027-03-01T00:00:00.000Z');

describe('delivery confirmed from the name’s RDAP record', () => {
  let t: TestApp;
  let rdap: RdapStandIn;
  let clock: FixedClock;
  let seller: SignedUpUser;
  let buyer: SignedUpUser;

  beforeAll(async () => {
    rdap = await RdapStandIn.start();
    clock = new FixedClock(new Date('2026-06-01T12:00:00.000Z'));
    t = await createTestApp({
      clock,
      env: { RDAP_BOOTSTRAP_URL: rdap.bootstrapUrl, OWNERSHIP_SWEEP_ENABLED: 'false' },
    });
    seller = await signUpUser(t.http, { full_name: 'Sam Seller' });
    buyer = await signUpUser(t.http, { full_name: 'Jane Buyer' });
  });

  afterAll(async () => {
    await t.close();
    await rdap.stop();
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
    await receiveAt(buyer, id, 'Dynadot')
      .expect(422)
      .expect(({ body }) => expect(body.code).toBe('TRANSFER_DONE'));
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
});
