import { EventStore } from '../../../src/platform/event-store/event-store';
import { FixedClock } from '../../../src/platform/clock/clock';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { as, saleFromLead } from './deal-support';

describe('verification checklists', () => {
  let t: TestApp;
  let clock: FixedClock;
  let seller: SignedUpUser;
  let buyer: SignedUpUser;
  let stranger: SignedUpUser;

  beforeAll(async () => {
    clock = new FixedClock(new Date('2026-06-01T12:00:00.000Z'));
    t = await createTestApp({ clock });
    seller = await signUpUser(t.http);
    buyer = await signUpUser(t.http);
    stranger = await signUpUser(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  const timeline = async () => {
    const sale = await saleFromLead(t.app, t.http, seller, buyer);
    const created = await as(t.http, seller)
      .post('/api/transaction-timeline/create')
      .send({ transactionId: sale.transactionId })
      .expect(201);
    return created.body.data.id as string;
  };
  const create = (user: SignedUpUser, timelineId: string, type: string) =>
    as(t.http, user).post('/api/verification/create').send({ timelineId, type });
  const fill = (user: SignedUpUser, id: string, body: Record<string, unknown>) =>
    as(t.http, user).put(`/api/verification/update-item/${id}`).send(body);

  it('offers the three checklist templates, or the one asked for', async () => {
    const all = await as(t.http, buyer).get('/api/verification/templates').expect(200);
    const templates = all.body.data.templates as Array<{
      type: string;
      name: string;
      description: string;
      items: Array<{ field: string; label: string; hint: string }>;
    }>;
    expect(templates.map((template) => [template.type, template.name])).toEqual([
      ['domain_transfer', 'Domain transfer'],
      ['buyer_identity', 'Buyer identity'],
      ['escrow', 'Escrow'],
    ]);
    expect(templates.map((template) => template.items.map((item) => item.field))).toEqual([
      [
        'registrar_unlocked',
        'auth_code_shared',
        'transfer_started',
        'transfer_completed',
        'whois_updated',
      ],
      ['buyer_name_confirmed', 'buyer_email_confirmed', 'buyer_account_ready'],
      ['escrow_service', 'escrow_transaction_id', 'funds_deposited', 'funds_released'],
    ]);
    for (const item of templates.flatMap((template) => template.items)) {
      expect(item.label).toEqual(expect.any(String));
      expect(item.hint.length).toBeGreaterThan(10);
    }
    expect(templates[0].items[0].label).toBe('Domain unlocked at the registrar');

    const escrow = await as(t.http, buyer)
      .get('/api/verification/templates')
      .query({ type: 'escrow' })
      .expect(200);
    expect(escrow.body.data.templates).toEqual([templates[2]]);
    await as(t.http, buyer)
      .get('/api/verification/templates')
      .query({ type: 'kyc' })
      .expect(400)
      .expect((response) =>
        expect(response.body.details).toEqual([
          { field: 'type', message: 'type must be one of domain_transfer, buyer_identity, escrow' },
        ]),
      );
    await t.http.get('/api/verification/templates').expect(401);
  });

  it('creates one checklist per type and timeline, for either party', async () => {
    const timelineId = await timeline();
    const created = await create(seller, timelineId, 'domain_transfer').expect(201);
    const checklist = created.body.data;
    expect(checklist).toMatchObject({
      timeline_id: timelineId,
      type: 'domain_transfer',
      name: 'Domain transfer',
      completed: 0,
      total: 5,
      status: 'in_progress',
      created_at: '2026-06-01T12:00:00.000Z',
    });
    expect(checklist.items[0]).toEqual({
      field: 'registrar_unlocked',
      label: 'Domain unlocked at the registrar',
      hint: expect.any(String),
      value: null,
      notes: null,
      status: 'pending',
      updated_at: null,
      updated_by: null,
    });
    const again = await create(buyer, timelineId, 'domain_transfer').expect(201);
    expect(again.body.data).toEqual(checklist);
    const escrow = await create(buyer, timelineId, 'escrow').expect(201);
    expect(escrow.body.data.id).not.toBe(checklist.id);

    const detail = await as(t.http, buyer).get(`/api/transaction-timeline/detail/${timelineId}`);
    expect(detail.body.data.verifications).toEqual([
      {
        id: checklist.id,
        type: 'domain_transfer',
        name: 'Domain transfer',
        completed: 0,
        total: 5,
      },
      { id: escrow.body.data.id, type: 'escrow', name: 'Escrow', completed: 0, total: 4 },
    ]);
  });

  it('fills in, annotates and clears items, counting what is done', async () => {
    const timelineId = await timeline();
    const id = (await create(seller, timelineId, 'escrow').expect(201)).body.data.id as string;

    clock.advance(60_000);
    const filled = await fill(buyer, id, {
      field: 'escrow_service',
      value: 'Escrow.com',
      notes: 'Agreed by phone',
    }).expect(200);
    expect(filled.body.data).toMatchObject({ completed: 1, total: 4, status: 'in_progress' });
    expect(filled.body.data.items[0]).toMatchObject({
      field: 'escrow_service',
      value: 'Escrow.com',
      notes: 'Agreed by phone',
      status: 'done',
      updated_at: clock.now().toISOString(),
      updated_by: 'buyer',
    });

    const noted = await fill(seller, id, {
      field: 'escrow_transaction_id',
      value: '',
      notes: 'Waiting for the number',
    }).expect(200);
    expect(noted.body.data.items[1]).toMatchObject({
      value: null,
      notes: 'Waiting for the number',
      status: 'pending',
      updated_by: 'seller',
    });

    const stream = () => t.app.get(EventStore).readStream(`verification-${id}`);
    const before = (await stream()).length;
    await fill(seller, id, { field: 'escrow_service', value: 'Escrow.com' }).expect(200);
    await fill(seller, id, {
      field: 'escrow_service',
      value: 'Escrow.com',
      notes: 'Agreed by phone',
    }).expect(200);
    expect(await stream()).toHaveLength(before);

    for (const field of ['escrow_transaction_id', 'funds_deposited', 'funds_released'])
      await fill(seller, id, { field, value: 'yes' }).expect(200);
    const complete = await as(t.http, buyer).get(`/api/verification/detail/${id}`).expect(200);
    expect(complete.body.data).toMatchObject({ completed: 4, total: 4, status: 'complete' });
    const timelineDetail = await as(t.http, seller).get(
      `/api/transaction-timeline/detail/${timelineId}`,
    );
    expect(timelineDetail.body.data.verifications).toEqual([
      expect.objectContaining({ id, completed: 4, total: 4 }),
    ]);

    const cleared = await fill(buyer, id, { field: 'funds_released', value: '' }).expect(200);
    expect(cleared.body.data).toMatchObject({ completed: 3, status: 'in_progress' });
    expect(cleared.body.data.items[3]).toMatchObject({ value: null, status: 'pending' });
  });

  it('refuses an item the checklist does not have and values too long', async () => {
    const id = (await create(seller, await timeline(), 'buyer_identity').expect(201)).body.data
      .id as string;
    await fill(seller, id, { field: 'escrow_service', value: 'Escrow.com' })
      .expect(400)
      .expect((response) =>
        expect(response.body).toMatchObject({
          code: 'VALIDATION_ERROR',
          error: 'This checklist has no item "escrow_service".',
          details: [{ field: 'field', message: 'This checklist has no item "escrow_service".' }],
        }),
      );
    await fill(seller, id, { field: 'buyer_name_confirmed', value: 'x'.repeat(501) })
      .expect(400)
      .expect((response) =>
        expect(response.body.details).toEqual([
          { field: 'value', message: 'value cannot exceed 500 characters' },
        ]),
      );
    await fill(seller, id, { field: 'buyer_name_confirmed' }).expect(400);
    await fill(seller, id, { field: 'buyer_name_confirmed', value: 'ok', status: 'done' }).expect(
      400,
    );
    await create(seller, 'not-a-timeline', 'escrow').expect(400);
    await create(seller, id, 'passport').expect(400);
  });

  it('answers 404 to anyone but the deal’s parties, and for malformed ids', async () => {
    const timelineId = await timeline();
    const id = (await create(buyer, timelineId, 'escrow').expect(201)).body.data.id as string;
    await create(stranger, timelineId, 'domain_transfer').expect(404);
    await as(t.http, stranger).get(`/api/verification/detail/${id}`).expect(404);
    await fill(stranger, id, { field: 'escrow_service', value: 'Mine' }).expect(404);
    await create(seller, '2f9c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b', 'escrow').expect(404);
    await as(t.http, seller).get('/api/verification/detail/nope').expect(404);
    await fill(seller, 'nope', { field: 'escrow_service', value: 'x' }).expect(404);
    const untouched = await as(t.http, seller).get(`/api/verification/detail/${id}`).expect(200);
    expect(untouched.body.data.completed).toBe(0);
  });
});
