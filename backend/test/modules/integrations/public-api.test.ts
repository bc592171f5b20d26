import { randomUUID } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import { createApiClient, idempotencyKey, verifyWebhookSignature } from '@dlm/sdk';
import { grantRole } from '../../../src/modules/identity';
import { waitFor } from '../../support/wait-for';
import {
  createTestApp,
  randomClientIp,
  signInAgain,
  signUpUser,
  type SignedUpUser,
  type TestApp,
} from '../../support/test-app';
import { grantCredits, uniqueDomain } from '../listings/listing-support';
import { WebhookReceiver } from './webhook-receiver';

/**
 * The integrator's journey (issue 25), through the typed SDK (`@dlm/sdk`) on a listening api: a
 * personal API token lists three domains with idempotency keys (one request sent twice lists
 * once), a signed `listing.sold` webhook reaches a receiver on loopback that verifies its
 * signature with the SDK's check, and the token, once revoked, is refused at once.
 */
describe('the public API: tokens, idempotent writes and signed webhooks', () => {
  let t: TestApp;
  let seller: SignedUpUser;
  const receiver = new WebhookReceiver();
  let receiverUrl: string;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp({ runProcessors: true });
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
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

    // The integrator's script: the SDK with the token, from an address of its own.
    const sdk = createApiClient({
      baseUrl,
      token: token.token,
      headers: { 'X-Forwarded-For': randomClientIp() },
    });
    const api = withToken(token.token);
    const names = [uniqueDomain('api'), uniqueDomain('api'), uniqueDomain('api')];
    const keys = names.map(() => randomUUID());
    const list = (index: number, key = keys[index], name = names[index]) =>
      sdk.POST('/api/domains/create', {
        headers: idempotencyKey(key),
        body: { name, price: 249, registrar: 'Namecheap' },
      });

    const first = await list(0);
    expect(first.response.status).toBe(201);
    // The same request again (a client retrying after a lost answer) answers the first answer.
    const again = await list(0);
    expect(again.response.status).toBe(201);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data).toEqual(first.data);
    // The same key with another body is refused with a stable code.
    const reused = await list(0, keys[0], names[1]);
    expect(reused.response.status).toBe(422);
    expect(reused.error).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    // Two racing requests with one key do the work once: the other waits for nothing and gets 409.
    const raced = await Promise.all([list(1), list(1)]);
    expect(raced.map(({ response }) => response.status).sort()).toEqual(
      raced.some(({ response }) => response.status === 409) ? [201, 409] : [201, 201],
    );
    expect((await list(2)).response.status).toBe(201);

    const mine = await sdk.GET('/api/domains/my-listings');
    expect(mine.response.status).toBe(200);
    const mineNames = (mine.data?.data.domains ?? []).map((listing) => listing.name);
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

    const sold = first.data?.data ?? { id: '', name: '' };
    const marked = await sdk.POST('/api/domains/mark-sold/{id}', {
      params: { path: { id: sold.id } },
      headers: idempotencyKey(),
      body: { salePrice: 200 },
    });
    expect(marked.response.status).toBe(200);
    await waitFor(async () => receiver.accepted().length > 0, 'the listing.sold webhook', {
      timeoutMs: 30_000,
      intervalMs: 50,
    });
    expect(receiver.received).toHaveLength(1);
    // What an integrator's receiver runs: the SDK's check of the signature over the raw body.
    const [delivery] = receiver.received;
    await expect(
      verifyWebhookSignature({ rawBody: delivery.raw, header: delivery.signature, secret }),
    ).resolves.toBe(true);
    await expect(
      verifyWebhookSignature({
        rawBody: delivery.raw,
        header: delivery.signature,
        secret: 'whsec_other',
      }),
    ).resolves.toBe(false);
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
    const refused = await sdk.GET('/api/domains/my-listings');
    expect(refused.response.status).toBe(401);
    expect(refused.error).toMatchObject({ code: 'INVALID_API_TOKEN' });
    await withToken(readOnly.token).get('/api/domains/my-listings').expect(200);
  });
});
