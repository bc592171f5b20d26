import { randomUUID } from 'node:crypto';
import { grantRole } from '../../../src/modules/identity';
import { waitFor } from '../../support/wait-for';
import {
  createTestApp,
  signInAgain,
  signUpUser,
  type SignedUpUser,
  type TestApp,
} from '../../support/test-app';
import { grantCredits, uniqueDomain } from '../listings/listing-support';
import { WebhookReceiver } from './webhook-receiver';

/**
 * The integrator's journey (issue 25): a personal API token lists three domains with idempotency
 * keys (one request sent twice lists once), a signed `listing.sold` webhook reaches a receiver on
 * loopback that verifies its signature, and the token, once revoked, is refused at once.
 */
describe('the public API: tokens, idempotent writes and signed webhooks', () => {
  let t: TestApp;
  let seller: SignedUpUser;
  const receiver = new WebhookReceiver();
  let receiverUrl: string;

  beforeAll(async () => {
    t = await createTestApp({ runProcessors: true });
    receiverUrl = await receiver.start();
    seller = await signUpUser(t.http);
    await grantCredits(t.app, seller.userId, 3);
  });

  afterAll(async () => {
    await receiver.stop();
    await t.close();
  });

  const session = (user: SignedUpUser) => ({
    get: (url: string) => t.http.get(url).set('Authorization', `Bearer ${user.accessToken}`),
    post: (url: string) => t.http.post(url).set('Authorization', `Bearer ${user.accessToken}`),
    delete: (url: string) => t.http.delete(url).set('Authorization', `Bearer ${user.accessToken}`),
  });
  const withToken = (token: string) => ({
    get: (url: string) => t.http.get(url).set('Authorization', `Bearer ${token}`),
    post: (url: string) => t.http.post(url).set('Authorization', `Bearer ${token}`),
  });
  const createToken = async (name: string, scopes: string[]) => {
    const created = await session(seller).post('/api/api-tokens').send({ name, scopes });
    expect(created.status).toBe(201);
    return created.body.data as { id: string; token: string; prefix: string };
  };

  it('lists with a token and idempotency keys, sends a signed listing.sold, and refuses the token once revoked', async () => {
    const token = await createToken('Portfolio sync', ['listings:read', 'listings:write']);
    expect(token.token).toMatch(/^dlm_[A-Za-z0-9_-]{43}$/);
    expect(token.token.startsWith(token.prefix)).toBe(true);
    // The secret is shown once: the list has its prefix, never the token nor its hash.
    const listed = await session(seller).get('/api/api-tokens').expect(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: token.id, name: 'Portfolio sync', prefix: token.prefix }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(token.token);

    const endpoint = await session(seller)
      .post('/api/webhooks/endpoints')
      .send({ url: receiverUrl, events: ['listing.sold'] })
      .expect(201);
    const { secret } = endpoint.body.data as { secret: string };
    expect(secret).toMatch(/^whsec_/);
    receiver.verifyWith(secret);

    const api = withToken(token.token);
    const names = [uniqueDomain('api'), uniqueDomain('api'), uniqueDomain('api')];
    const keys = names.map(() => randomUUID());
    const list = (index: number, key = keys[index], name = names[index]) =>
      api
        .post('/api/domains/create')
        .set('Idempotency-Key', key)
        .send({ name, price: 249, registrar: 'Namecheap' });

    const first = await list(0);
    expect(first.status).toBe(201);
    // The same request again (a client retrying after a lost answer) answers the first answer.
    const again = await list(0);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    // The same key with another body is refused with a stable code.
    const reused = await list(0, keys[0], names[1]);
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // Two racing requests with one key do the work once: the other waits for nothing and gets 409.
    const raced = await Promise.all([list(1), list(1)]);
    expect(raced.map((response) => response.status).sort()).toEqual(
      raced.some((response) => response.status === 409) ? [201, 409] : [201, 201],
    );
    await list(2).expect(201);

    const mine = await api.get('/api/domains/my-listings').expect(200);
    const mineNames = (mine.body.data.domains as { name: string }[]).map((listing) => listing.name);
    expect(mineNames.sort()).toEqual([...names].sort());
    const profile = await session(seller).get('/api/user/profile').expect(200);
    expect(profile.body.data.available_credits).toBe(0);

    // A token reaches only its scopes; the account, billing and tokens stay with sessions.
    for (const [method, url] of [
      ['get', '/api/user/profile'],
      ['get', '/api/api-tokens'],
      ['post', '/api/api-tokens'],
      ['get', '/api/billing/transactions'],
    ] as const) {
      const refused = await api[method](url);
      expect({ url, status: refused.status, code: refused.body.code }).toEqual({
        url,
        status: 403,
        code: 'TOKEN_NOT_ALLOWED',
      });
    }
    const readOnly = await createToken('Read only', ['listings:read']);
    const unscoped = await withToken(readOnly.token)
      .post('/api/domains/create')
      .send({ name: uniqueDomain('api'), price: 249, registrar: 'Namecheap' });
    expect(unscoped.status).toBe(403);
    expect(unscoped.body.code).toBe('INSUFFICIENT_SCOPE');

    const sold = (first.body.data as { id: string; name: string }) ?? { id: '', name: '' };
    await api.post(`/api/domains/mark-sold/${sold.id}`).send({ salePrice: 200 }).expect(200);
    await waitFor(async () => receiver.accepted().length > 0, 'the listing.sold webhook', {
      timeoutMs: 30_000,
      intervalMs: 50,
    });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]).toMatchObject({
      type: 'listing.sold',
      verified: true,
      body: {
        type: 'listing.sold',
        data: { listing_id: sold.id, name: sold.name, sale_price: 200, listed_price: 249 },
      },
    });
    const endpointId = (endpoint.body.data as { id: string }).id;
    const deliveries = await session(seller)
      .get(`/api/webhooks/endpoints/${endpointId}/deliveries`)
      .expect(200);
    expect(deliveries.body.data).toEqual([
      expect.objectContaining({
        type: 'listing.sold',
        status: 'delivered',
        attempts: 1,
        last_status_code: 200,
      }),
    ]);

    // The auditor sees which token made each write.
    await grantRole(t.db.dataSource, seller.email, 'auditor', new Date());
    await signInAgain(t.http, seller);
    const stream = await session(seller)
      .get(`/api/audit/streams/listing-${sold.id}/events`)
      .expect(200);
    const events = (stream.body.data as { events: { type: string; metadata: object }[] }).events;
    expect(events.map((event) => [event.type, event.metadata])).toEqual([
      ['listings.DomainListed', expect.objectContaining({ apiTokenId: token.id })],
      ['listings.DomainMarkedSold', expect.objectContaining({ apiTokenId: token.id })],
    ]);

    const used = await session(seller).get('/api/api-tokens').expect(200);
    expect(
      (used.body.data as { id: string; last_used_at: string | null }[]).find(
        (row) => row.id === token.id,
      )?.last_used_at,
    ).not.toBeNull();

    await session(seller).delete(`/api/api-tokens/${token.id}`).expect(200);
    const refused = await api.get('/api/domains/my-listings');
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('INVALID_API_TOKEN');
    await withToken(readOnly.token).get('/api/domains/my-listings').expect(200);
  });
});
