import { createServer, type Socket } from 'node:net';
import { type AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { FixedClock } from '../../../src/platform/clock/clock';
import { waitForIdleQueues } from '../../support/jobs';
import { testRedisUrl } from '../../support/test-database';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { grantCredits, listDomain } from '../listings/listing-support';
import { WebhookReceiver } from './webhook-receiver';

/** A port that takes connections and never says a word, until `close`. */
async function silentPort(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A port nothing listens on (one that was just freed). */
async function closedPort(): Promise<number> {
  const { port, close } = await silentPort();
  await close();
  return port;
}

/**
 * With private targets allowed (the development default), a seller's endpoints on the
 * deployment's own ports must not tell those ports apart beyond whether they answer HTTP: each
 * failed delivery shows, and keeps, only the class of its error, never the socket's own error,
 * an address, a port or what the other end sent.
 */
describe('the errors of webhook deliveries', () => {
  const clock = new FixedClock(new Date('2026-06-01T12:00:00.000Z'));
  let t: TestApp;
  let seller: SignedUpUser;
  const receiver = new WebhookReceiver();
  let closeSilent = () => Promise.resolve();

  beforeAll(async () => {
    t = await createTestApp({ clock, runProcessors: true });
    seller = await signUpUser(t.http);
    await grantCredits(t.app, seller.userId, 1);
  });

  afterAll(async () => {
    await closeSilent();
    await receiver.stop();
    await t.close();
  });

  const as = (method: 'get' | 'post', url: string) =>
    t.http[method](url).set('Authorization', `Bearer ${seller.accessToken}`);

  it('shows a closed port, another protocol, a silent port, TLS and a status only as their class', async () => {
    const receiverUrl = await receiver.start();
    receiver.down = true;
    const hanging = await silentPort();
    closeSilent = hanging.close;
    const postgresPort = new URL(t.db.url).port || '5432';
    const redisPort = new URL(testRedisUrl()).port || '6379';
    const expected: Record<string, { last_error: string; last_status_code: number | null }> = {
      [`http://127.0.0.1:${await closedPort()}/hooks`]: {
        last_error: 'connection refused',
        last_status_code: null,
      },
      [`http://127.0.0.1:${postgresPort}/hooks`]: {
        last_error: 'no HTTP response',
        last_status_code: null,
      },
      [`http://127.0.0.1:${redisPort}/hooks`]: {
        last_error: 'no HTTP response',
        last_status_code: null,
      },
      [`http://127.0.0.1:${hanging.port}/hooks`]: {
        last_error: 'timed out',
        last_status_code: null,
      },
      [receiverUrl.replace('http:', 'https:')]: { last_error: 'TLS error', last_status_code: null },
      'http://127.0.0.1:1/hooks': { last_error: 'target not allowed', last_status_code: null },
      [receiverUrl]: { last_error: 'HTTP 503', last_status_code: 503 },
    };
    const endpoints: Record<string, string> = {};
    for (const url of Object.keys(expected)) {
      const registered = await as('post', '/api/webhooks/endpoints')
        .send({ url, events: ['listing.created'] })
        .expect(201);
      endpoints[url] = (registered.body.data as { id: string }).id;
    }

    await listDomain(t.http, seller.accessToken).expect(201);
    await waitForIdleQueues(t.app);

    const shown: Record<string, unknown> = {};
    for (const url of Object.keys(expected)) {
      const deliveries = (
        await as('get', `/api/webhooks/endpoints/${endpoints[url]}/deliveries`).expect(200)
      ).body.data as Array<Record<string, unknown>>;
      shown[url] = deliveries.map((delivery) => ({
        status: delivery.status,
        attempts: delivery.attempts,
        last_error: delivery.last_error,
        last_status_code: delivery.last_status_code,
      }));
    }
    expect(shown).toEqual(
      Object.fromEntries(
        Object.entries(expected).map(([url, error]) => [
          url,
          [{ status: 'pending', attempts: 1, ...error }],
        ]),
      ),
    );
    const kept = await t.app.get(DataSource).query<{ error: string | null }[]>(
      `select distinct a.error from webhook_attempts a
           join webhook_deliveries d on d.id = a.delivery_id
          where d.endpoint_id = any($1) order by a.error`,
      [Object.values(endpoints)],
    );
    expect(kept.map((row) => row.error)).toEqual([
      'HTTP 503',
      'TLS error',
      'connection refused',
      'no HTTP response',
      'target not allowed',
      'timed out',
    ]);
  });
});
