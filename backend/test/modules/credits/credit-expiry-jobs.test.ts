import { DataSource } from 'typeorm';
import { CREDIT_EXPIRY_QUEUE } from '../../../src/modules/credits/jobs/credit-expiry.processor';
import { FixedClock } from '../../../src/platform/clock/clock';
import { EventStore } from '../../../src/platform/event-store/event-store';
import { JobQueues } from '../../../src/platform/queue/job-queues';
import { runJob, waitForIdleQueues } from '../../support/jobs';
import {
  createTestApp,
  signInAgain,
  signUpUser,
  type SignedUpUser,
  type TestApp,
} from '../../support/test-app';
import { availableCredits, grantCredits, listDomain } from '../listings/listing-support';

const DAY = 24 * 60 * 60 * 1000;

describe('the credit-expiry queue (real Redis, worker in this process, clock moved by hand)', () => {
  const grantedAt = new Date('2026-02-01T12:00:00.000Z');
  const expiresAt = new Date('2027-02-01T12:00:00.000Z');
  const clock = new FixedClock(grantedAt);
  let t: TestApp;
  let user: SignedUpUser;
  let lotId: string;

  beforeAll(async () => {
    t = await createTestApp({ clock, runProcessors: true });
    user = await signUpUser(t.http);
    const granted = await grantCredits(t.app, user.userId, 3);
    if (!granted) throw new Error('no lot granted');
    lotId = granted.lotId;
    expect((await listDomain(t.http, user.accessToken)).status).toBe(201);
  });

  afterAll(async () => {
    await t.close();
  });

  const warningMails = () =>
    t.app
      .get(DataSource)
      .query(
        `select to_address, subject, text_body from mail_outbox where template = 'credits.expiry-warning'`,
      ) as Promise<Array<{ to_address: string; subject: string; text_body: string }>>;

  const creditEvents = async (type: string) =>
    (await t.app.get(EventStore).readStream(`credits-${user.userId}`)).filter(
      (event) => event.type === type,
    );

  const sweep = () => runJob(t.app, CREDIT_EXPIRY_QUEUE, 'sweep');

  async function moveClockTo(when: Date) {
    clock.set(when);
    await signInAgain(t.http, user);
  }

  it('schedules the warning and the expiry of a granted lot as delayed jobs', async () => {
    await waitForIdleQueues(t.app);
    const queue = t.app.get(JobQueues).queue(CREDIT_EXPIRY_QUEUE);
    const warn = await queue.getJob(`warn-${lotId}`);
    const expire = await queue.getJob(`expire-${lotId}`);
    expect(await warn?.getState()).toBe('delayed');
    expect(await expire?.getState()).toBe('delayed');
    expect(warn?.data).toEqual({ userId: user.userId, lotId });
    expect(warn?.delay).toBe(expiresAt.getTime() - 30 * DAY - grantedAt.getTime());
    expect(expire?.delay).toBe(expiresAt.getTime() - grantedAt.getTime());
  });

  it('sends no warning 31 days before the expiry', async () => {
    await moveClockTo(new Date(expiresAt.getTime() - 31 * DAY));
    await sweep();
    await waitForIdleQueues(t.app);
    expect(await warningMails()).toEqual([]);
  });

  it('queues the warning mail once, 30 days before the expiry, however often the sweep runs', async () => {
    await moveClockTo(new Date(expiresAt.getTime() - 30 * DAY));
    await sweep();
    await waitForIdleQueues(t.app);
    await sweep();
    await waitForIdleQueues(t.app);

    const mails = await warningMails();
    expect(mails).toHaveLength(1);
    expect(mails[0].to_address).toBe(user.email.toLowerCase());
    expect(mails[0].subject).toBe('Your 2 listing credits expire on February 1, 2027');
    expect(await creditEvents('credits.CreditExpiryWarned')).toHaveLength(1);

    const credits = await t.http
      .get('/api/user/credits')
      .set('Authorization', `Bearer ${user.accessToken}`);
    expect(credits.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: lotId, remaining_amount: 2, expires_soon: true }),
      ]),
    );
  });

  it('expires the lot at 12 months: its credits leave the balance and CreditsExpired is appended once', async () => {
    await moveClockTo(new Date(expiresAt.getTime() - 1));
    expect(await availableCredits(t.http, user.accessToken)).toBe(2);

    await moveClockTo(expiresAt);
    expect(await availableCredits(t.http, user.accessToken)).toBe(0);
    await sweep();
    await waitForIdleQueues(t.app);
    await sweep();
    await waitForIdleQueues(t.app);

    const expired = await creditEvents('credits.CreditsExpired');
    expect(expired.map((event) => event.data)).toEqual([
      { lotId, amount: 2, expiredAt: expiresAt.toISOString() },
    ]);
    const credits = await t.http
      .get('/api/user/credits')
      .set('Authorization', `Bearer ${user.accessToken}`);
    expect(credits.body.data).toEqual([
      expect.objectContaining({ id: lotId, status: 'expired', remaining_amount: 0 }),
    ]);
    expect(await warningMails()).toHaveLength(1);
  });
});
