import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { FixedClock } from '../../../src/platform/clock/clock';
import { waitForIdleQueues } from '../../support/jobs';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { as, saleFromLead } from './deal-support';

/** Every log line the app writes, as written. */
class LogCapture extends Writable {
  text = '';

  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}

describe('the transfer auth code: entered once by the seller, shown once to the buyer', () => {
  const logs = new LogCapture();
  let t: TestApp;
  let seller: SignedUpUser;
  let buyer: SignedUpUser;
  let stranger: SignedUpUser;
  const codes: string[] = [];
  const newCode = () => {
    const code = `EPP-${randomBytes(6).toString('hex')}!#`;
    codes.push(code);
    return code;
  };

  beforeAll(async () => {
    t = await createTestApp({
      clock: new FixedClock(new Date('2026-06-01T12:00:00.000Z')),
      runProcessors: true,
      env: { LOG_LEVEL: 'debug' },
      logTo: logs,
    });
    seller = await signUpUser(t.http);
    buyer = await signUpUser(t.http);
    stranger = await signUpUser(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  const enter = (user: SignedUpUser, id: string, authCode: string) =>
    as(t.http, user).put(`/api/transaction-timeline/auth-code/${id}`).send({ auth_code: authCode });
  const reveal = (user: SignedUpUser, id: string) =>
    as(t.http, user).post(`/api/transaction-timeline/auth-code/${id}/reveal`).send({});
  const moveTo = (user: SignedUpUser, id: string, stage: string) =>
    as(t.http, user)
      .put(`/api/transaction-timeline/update-stage/${id}`)
      .send({ stage })
      .expect(200);
  /** A deal whose payment is secured, and a second one still agreed. */
  const paidDeal = async () => {
    const sale = await saleFromLead(t.app, t.http, seller, buyer);
    const created = await as(t.http, seller)
      .post('/api/transaction-timeline/create')
      .send({ transactionId: sale.transactionId })
      .expect(201);
    const id = created.body.data.id as string;
    await enter(seller, id, 'EPP-too-early')
      .expect(422)
      .expect(({ body }) => expect(body.code).toBe('AUTH_CODE_NOT_NOW'));
    await moveTo(buyer, id, 'escrow_opened');
    await moveTo(seller, id, 'payment_secured');
    return id;
  };

  it('is shown to the buyer once, a new one once more, and to no one else', async () => {
    const id = await paidDeal();
    await reveal(buyer, id)
      .expect(422)
      .expect(({ body }) => expect(body.code).toBe('AUTH_CODE_NOT_ENTERED'));
    await enter(buyer, id, newCode()).expect(403);
    await enter(stranger, id, newCode()).expect(404);
    await enter(seller, id, 'with space')
      .expect(400)
      .expect(({ body }) =>
        expect(body.error).toBe('auth_code must be 4 to 128 visible characters without spaces'),
      );

    const first = newCode();
    const entered = await enter(seller, id, first).expect(200);
    expect(entered.body.data.auth_code).toEqual({
      entered_at: '2026-06-01T12:00:00.000Z',
      viewed_at: null,
    });
    expect(JSON.stringify(entered.body)).not.toContain(first);

    await reveal(seller, id).expect(403);
    await reveal(stranger, id).expect(404);
    const shown = await reveal(buyer, id).expect(200);
    expect(shown.body.data).toEqual({ auth_code: first });
    expect(shown.headers['cache-control']).toContain('no-store');
    await reveal(buyer, id)
      .expect(409)
      .expect(({ body }) => {
        expect(body.code).toBe('AUTH_CODE_ALREADY_SHOWN');
        expect(JSON.stringify(body)).not.toContain(first);
      });
    const detail = await as(t.http, buyer).get(`/api/transaction-timeline/detail/${id}`);
    expect(detail.body.data.auth_code.viewed_at).toBe('2026-06-01T12:00:00.000Z');

    const second = newCode();
    await enter(seller, id, second).expect(200);
    const racing = await Promise.all([reveal(buyer, id), reveal(buyer, id), reveal(buyer, id)]);
    expect(racing.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    expect(racing.find((response) => response.status === 200)?.body.data.auth_code).toBe(second);
  });

  it('is not recorded as shown when it no longer opens', async () => {
    const id = await paidDeal();
    await enter(seller, id, newCode()).expect(200);
    await t.db.dataSource.query(
      `update deal_auth_codes set sealed = overlay(sealed placing '\\x00'::bytea from 20 for 1)
        where timeline_id = $1`,
      [id],
    );
    await reveal(buyer, id)
      .expect(409)
      .expect(({ body }) => expect(body.code).toBe('AUTH_CODE_UNREADABLE'));
    const detail = await as(t.http, buyer).get(`/api/transaction-timeline/detail/${id}`);
    expect(detail.body.data.auth_code.viewed_at).toBeNull();
    const second = newCode();
    await enter(seller, id, second).expect(200);
    expect((await reveal(buyer, id).expect(200)).body.data.auth_code).toBe(second);
  });

  it('is erased once the name is transferred, and never kept or logged in plain text', async () => {
    const id = await paidDeal();
    const code = newCode();
    await enter(seller, id, code).expect(200);
    await moveTo(seller, id, 'domain_transferred');
    await waitForIdleQueues(t.app);
    const left = await t.db.dataSource.query<Array<{ count: string }>>(
      `select count(*) from deal_auth_codes where timeline_id = $1`,
      [id],
    );
    expect(left[0].count).toBe('0');
    await reveal(buyer, id)
      .expect(422)
      .expect(({ body }) => expect(body.code).toBe('AUTH_CODE_NOT_NOW'));

    const tables = await t.db.dataSource.query<Array<{ name: string }>>(
      `select quote_ident(table_name) as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(40);
    const sealedLeft = await t.db.dataSource.query<Array<{ count: string }>>(
      `select count(*) from deal_auth_codes`,
    );
    expect(Number(sealedLeft[0].count)).toBeGreaterThan(0);
    for (const secret of codes) {
      for (const { name } of tables) {
        const found = await t.db.dataSource.query<Array<{ count: string }>>(
          `select count(*) from ${name} as row where row::text like $1`,
          [`%${secret}%`],
        );
        expect({ table: name, secret, rows: Number(found[0].count) }).toEqual({
          table: name,
          secret,
          rows: 0,
        });
      }
      expect(logs.text).not.toContain(secret);
    }
    expect(logs.text).toContain('auth-code');
  });
});
