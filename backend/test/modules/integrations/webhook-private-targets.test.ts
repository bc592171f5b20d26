import { Agent, fetch } from 'undici';
import { WEBHOOKS_QUEUE } from '../../../src/modules/integrations';
import { pinnedLookup } from '../../../src/modules/integrations/jobs/webhook-target';
import { FixedClock } from '../../../src/platform/clock/clock';
import { AppConfig } from '../../../src/platform/config/app-config';
import { runJob, waitForIdleQueues } from '../../support/jobs';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { grantCredits, listDomain } from '../listings/listing-support';
import { WebhookReceiver } from './webhook-receiver';

/**
 * With WEBHOOK_PRIVATE_TARGETS=refuse (production's default) a seller cannot point a webhook at
 * the deployment's own network: a private address, or a name that resolves to one, is refused at
 * registration, and an endpoint registered while private targets were allowed is not called; its
 * delivery is recorded as a failed attempt and kept, and goes out once they are allowed again.
 */
describe('webhook endpoints on private addresses', () => {
  const clock = new FixedClock(new Date('2026-06-01T12:00:00.000Z'));
  let t: TestApp;
  let seller: SignedUpUser;
  let config: AppConfig;
  const receiver = new WebhookReceiver();
  let receiverUrl: string;

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      runProcessors: true,
      env: { WEBHOOK_PRIVATE_TARGETS: 'refuse' },
    });
    // The setting as a restart with another environment would change it, read at each use.
    config = t.app.get(AppConfig);
    receiverUrl = await receiver.start();
    seller = await signUpUser(t.http);
    await grantCredits(t.app, seller.userId, 1);
  });

  afterAll(async () => {
    await receiver.stop();
    await t.close();
  });

  const as = (method: 'get' | 'post' | 'delete', url: string) =>
    t.http[method](url).set('Authorization', `Bearer ${seller.accessToken}`);
  const register = (url: string) =>
    as('post', '/api/webhooks/endpoints').send({ url, events: ['listing.created'] });
  const deliveriesOf = async (endpointId: string) =>
    (await as('get', `/api/webhooks/endpoints/${endpointId}/deliveries`).expect(200)).body.data;

  it('refuses a private address, or a name resolving to one, at registration', async () => {
    const localhostUrl = receiverUrl.replace('127.0.0.1', 'localhost');
    for (const url of [
      'https://10.0.0.1/hooks',
      'https://172.16.0.1/hooks',
      'https://192.168.1.10/hooks',
      'https://127.0.0.2/hooks',
      'https://0.0.0.0/hooks',
      'http://169.254.169.254/latest/meta-data/',
      'https://100.64.0.1/hooks',
      'https://[::1]/hooks',
      'https://[fd00::1]/hooks',
      'https://[fe80::1]/hooks',
      'https://[::ffff:10.0.0.1]/hooks',
      receiverUrl,
      localhostUrl,
    ]) {
      const refused = await register(url);
      expect({ url, status: refused.status, body: refused.body }).toEqual({
        url,
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_ERROR',
          error: 'url must point to a public address',
          details: [{ field: 'url', message: 'url must point to a public address' }],
        },
      });
    }
    expect((await as('get', '/api/webhooks/endpoints').expect(200)).body.data).toEqual([]);

    // A public address is taken (removed at once: nothing is ever sent to it).
    const taken = await register('https://93.184.215.14/hooks').expect(201);
    await as('delete', `/api/webhooks/endpoints/${(taken.body.data as { id: string }).id}`).expect(
      200,
    );
  });

  it('does not call an endpoint on a private address, records the attempt and delivers it once allowed', async () => {
    config.WEBHOOK_PRIVATE_TARGETS = 'allow';
    const byAddress = (await register(receiverUrl).expect(201)).body.data as {
      id: string;
      secret: string;
    };
    const byName = (await register(receiverUrl.replace('127.0.0.1', 'localhost')).expect(201)).body
      .data as { id: string };
    receiver.verifyWith(byAddress.secret, () => Math.floor(clock.now().getTime() / 1000));

    config.WEBHOOK_PRIVATE_TARGETS = 'refuse';
    await listDomain(t.http, seller.accessToken).expect(201);
    await waitForIdleQueues(t.app);

    expect(receiver.received).toEqual([]);
    for (const endpointId of [byAddress.id, byName.id])
      expect(await deliveriesOf(endpointId)).toEqual([
        expect.objectContaining({
          type: 'listing.created',
          status: 'pending',
          attempts: 1,
          last_status_code: null,
          last_error: 'target not allowed',
        }),
      ]);

    await as('delete', `/api/webhooks/endpoints/${byName.id}`).expect(200);
    config.WEBHOOK_PRIVATE_TARGETS = 'allow';
    clock.advance(60_000);
    await runJob(t.app, WEBHOOKS_QUEUE, 'sweep');

    expect(receiver.accepted()).toEqual([
      expect.objectContaining({ type: 'listing.created', verified: true }),
    ]);
    expect(await deliveriesOf(byAddress.id)).toEqual([
      expect.objectContaining({
        type: 'listing.created',
        status: 'delivered',
        attempts: 2,
        last_status_code: 200,
        last_error: null,
      }),
    ]);
  });

  it('connects a delivery to the addresses checked, never asking DNS again', async () => {
    // `.invalid` never resolves (RFC 6761): only the pinned address can be reached.
    const url = receiverUrl.replace('127.0.0.1', 'receiver.invalid');
    const before = receiver.received.length;
    const pinned = new Agent({
      connect: { lookup: pinnedLookup([{ address: '127.0.0.1', family: 4 }]) },
    });
    try {
      const response = await fetch(url, {
        method: 'POST',
        body: JSON.stringify({ id: 'evt', type: 'listing.created', created: '', data: {} }),
        dispatcher: pinned,
      });
      expect(response.status).toBe(200);
    } finally {
      await pinned.close();
    }
    expect(receiver.received.slice(before)).toHaveLength(1);
  });
});
