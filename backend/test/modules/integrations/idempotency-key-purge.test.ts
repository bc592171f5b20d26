import { WEBHOOKS_QUEUE } from '../../../src/modules/integrations';
import { FixedClock } from '../../../src/platform/clock/clock';
import { runJob } from '../../support/jobs';
import {
  createTestApp,
  signInAgain,
  signUpUser,
  type SignedUpUser,
  type TestApp,
} from '../../support/test-app';

const HOUR = 60 * 60 * 1000;

/**
 * ADR 0031: an `Idempotency-Key` is kept 24 hours; the hourly purge deletes the keys past that and
 * keeps the others, whose retries must still answer the first answer.
 */
describe('the purge of expired idempotency keys', () => {
  const clock = new FixedClock(new Date('2026-06-01T12:00:00.000Z'));
  let t: TestApp;
  let seller: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ clock, runProcessors: true });
    seller = await signUpUser(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  // A saved search: the answer of a new API token holds its secret, which is never kept.
  const saveSearch = (key: string, name: string) =>
    t.http
      .post('/api/watchlists/searches')
      .set('Authorization', `Bearer ${seller.accessToken}`)
      .set('Idempotency-Key', key)
      .send({ name, url: '/marketplace?max_price=100', frequency: 'daily' });
  const keptKeys = async () =>
    (
      await t.db.dataSource.query<{ key: string }[]>(
        `select key from idempotency_keys order by key`,
      )
    ).map((row) => row.key);

  it('deletes a key past its 24 hours and keeps a live one', async () => {
    await saveSearch('key-expired', 'Yesterday').expect(201);
    clock.advance(12 * HOUR);
    await signInAgain(t.http, seller);
    const live = await saveSearch('key-live', 'Today').expect(201);
    clock.advance(13 * HOUR);
    expect(await keptKeys()).toEqual(['key-expired', 'key-live']);

    await runJob(t.app, WEBHOOKS_QUEUE, 'purge-idempotency-keys');

    expect(await keptKeys()).toEqual(['key-live']);
    await signInAgain(t.http, seller);
    const replayed = await saveSearch('key-live', 'Today').expect(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toEqual(live.body);
  });
});
