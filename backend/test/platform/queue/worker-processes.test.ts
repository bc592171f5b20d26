import { type ChildProcess } from 'node:child_process';
import { hostname } from 'node:os';
import { type Job } from 'bullmq';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';
import { CREDIT_EXPIRY_QUEUE } from '../../../src/modules/credits/jobs/credit-expiry.processor';
import { RELISTING_QUEUE } from '../../../src/modules/listings/jobs/relisting.processor';
import { FixedClock } from '../../../src/platform/clock/clock';
import { EventStore } from '../../../src/platform/event-store/event-store';
import { MAIL_QUEUE, MailJobs } from '../../../src/platform/mail/mail-jobs';
import { DEAL_CLOCK_QUEUE } from '../../../src/modules/deals/jobs/deal-clock.processor';
import { WATCHLISTS_QUEUE } from '../../../src/modules/watchlists';
import { alertsStreamId } from '../../../src/modules/watchlists/model/watchlist.events';
import { MailOutbox } from '../../../src/platform/mail/mail-outbox';
import { JobQueues } from '../../../src/platform/queue/job-queues';
import { WebhookReceiver } from '../../modules/integrations/webhook-receiver';
import { grantCredits, listDomain } from '../../modules/listings/listing-support';
import { killProcess, startProcess } from '../../support/processes';
import { testRedisUrl } from '../../support/test-database';
import {
  createTestApp,
  signInAgain,
  signUpUser,
  type SignedUpUser,
  type TestApp,
} from '../../support/test-app';
import { waitFor } from '../../support/wait-for';

const DAY = 24 * 60 * 60 * 1000;
const LONG = { timeoutMs: 60_000, intervalMs: 50 };

/** A real SMTP server that can hold its answer to chosen mails, and counts the mails it accepted. */
class SmtpSink {
  readonly accepted: string[] = [];
  readonly holding = new Set<string>();
  readonly held: Array<{ sessionId: string; answer: () => void }> = [];
  private readonly closed = new Set<string>();
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        // Accepted only if the sender is still there to hear the answer.
        const answer = () => {
          if (!this.closed.has(session.id)) this.accepted.push(subject);
          callback();
        };
        if (this.holding.has(subject)) this.held.push({ sessionId: session.id, answer });
        else answer();
      });
    },
    onClose: (session) => this.closed.add(session.id),
  });
  port = 0;

  constructor() {
    // A sender killed mid-session resets its connection: a real server notes it and goes on.
    this.server.on('error', () => undefined);
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as { port: number }).port;
  }

  hasClosed(sessionId: string): boolean {
    return this.closed.has(sessionId);
  }

  release(): void {
    this.holding.clear();
    for (const { answer } of this.held.splice(0)) answer();
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('worker processes (two of them, one killed mid-job) on one PostgreSQL and one Redis', () => {
  // The api's clock is in the past, so periods and lots it creates are already over for the workers.
  const clock = new FixedClock(new Date(Date.now() - 40 * DAY));
  const smtp = new SmtpSink();
  const workers = new Map<ChildProcess, string>();
  let t: TestApp;
  let seller: SignedUpUser;
  let lapsed: SignedUpUser;

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ clock });
    seller = await signUpUser(t.http);
    lapsed = await signUpUser(t.http);
    await grantCredits(t.app, seller.userId, 30);
  }, 120_000);

  afterAll(async () => {
    for (const child of workers.keys()) child.kill('SIGKILL');
    await t.close();
    await smtp.stop();
  });

  function startWorker(): ChildProcess {
    const child = startProcess('worker', {
      DATABASE_URL: t.db.url,
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: `test-${t.db.name}`,
      JOB_LOCK_MS: '1500',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      // The daily ownership checks would ask the machine's resolvers about the test's names.
      OWNERSHIP_SWEEP_ENABLED: 'false',
    });
    workers.set(child, `${hostname()}:${child.pid}`);
    return child;
  }

  async function kill(child: ChildProcess): Promise<void> {
    await killProcess(child);
    workers.delete(child);
  }

  async function listExpiredListings(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const response = await listDomain(t.http, seller.accessToken);
      expect(response.status).toBe(201);
      ids.push((response.body.data as { id: string }).id);
    }
    return ids;
  }

  async function queueMails(label: string, count: number): Promise<string[]> {
    const subjects = Array.from({ length: count }, (_, i) => `${label} ${i}`);
    await t.app.get(DataSource).transaction(async (manager) => {
      for (const subject of subjects) {
        await t.app.get(MailOutbox).enqueue(manager, {
          to: 'someone@example.com',
          subject,
          text: subject,
          template: 'test',
        });
      }
    });
    await t.app.get(MailJobs).dispatchPending();
    return subjects;
  }

  const eventsOf = async (streamId: string, type: string) =>
    (await t.app.get(EventStore).readStream(streamId)).filter((event) => event.type === type);

  async function relistedOnce(ids: string[]): Promise<boolean> {
    const counts = await Promise.all(
      ids.map(async (id) => (await eventsOf(`listing-${id}`, 'listings.DomainRelisted')).length),
    );
    if (counts.some((count) => count > 1)) throw new Error(`relisted twice: ${counts.join()}`);
    return counts.every((count) => count === 1);
  }

  const sentRows = async () =>
    (
      await t.app
        .get(DataSource)
        .query<Array<{ sent: number }>>(
          `select count(*)::int as sent from mail_outbox where status = 'sent'`,
        )
    )[0].sent;

  const acceptedCount = (subject: string) =>
    smtp.accepted.filter((accepted) => accepted === subject).length;

  async function jobsOf(queue: string): Promise<Job[]> {
    return t.app.get(JobQueues).queue(queue).getJobs(['completed']);
  }

  it('retries the jobs of a worker killed in the middle of them on the other worker, with each effect once', async () => {
    const [blockedListing, ...otherListings] = await listExpiredListings(6);
    clock.set(new Date(Date.now() - 13 * 30 * DAY));
    await grantCredits(t.app, lapsed.userId, 4);
    const subjects = await queueMails('first batch', 12);

    // Hold the locks the relist and expiry commands need, and the SMTP answer to one mail.
    const locks = new Client({ connectionString: t.db.url });
    locks.on('error', () => undefined);
    await locks.connect();
    await locks.query('begin');
    await locks.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `listing-${blockedListing}`,
    ]);
    await locks.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `credits-${lapsed.userId}`,
    ]);
    smtp.holding.add(subjects[0]);

    const first = startWorker();
    await waitFor(
      async () => {
        const { rows } = await locks.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted`,
        );
        return rows[0].waiting >= 2 && smtp.held.length === 1;
      },
      'the first worker to be stuck in a relist, a credit expiry and a mail',
      LONG,
    );
    // Every other mail is sent and recorded before the kill, so none is sent again after it.
    await waitFor(
      async () => (await sentRows()) === subjects.length - 1,
      'the other mails recorded as sent',
      LONG,
    );
    const second = startWorker();
    const heldSession = smtp.held[0].sessionId;
    await kill(first);
    await waitFor(() => smtp.hasClosed(heldSession), 'the killed worker to drop its SMTP session');
    await locks.query('commit');
    await locks.end();
    smtp.release();

    await waitFor(() => relistedOnce([blockedListing, ...otherListings]), 'every relist', LONG);
    await waitFor(
      async () => (await eventsOf(`credits-${lapsed.userId}`, 'credits.CreditsExpired')).length > 0,
      'the credit expiry',
      LONG,
    );
    await waitFor(
      () => subjects.every((subject) => acceptedCount(subject) === 1),
      'every mail',
      LONG,
    );

    expect(await eventsOf(`credits-${lapsed.userId}`, 'credits.CreditsExpired')).toHaveLength(1);
    expect(subjects.map(acceptedCount)).toEqual(subjects.map(() => 1));
    // The server's answer comes before the sender records it: wait for the rows, then check them.
    await waitFor(async () => (await sentRows()) >= 12, 'every mail recorded as sent', LONG);
    expect(await sentRows()).toBe(12);

    const secondName = workers.get(second);
    const relistJob = (await jobsOf(RELISTING_QUEUE)).find(
      (job) => job.data.listingId === blockedListing,
    );
    expect(relistJob?.processedBy).toBe(secondName);
    const expiryJob = (await jobsOf(CREDIT_EXPIRY_QUEUE)).find(
      (job) => job.name === 'expire' && job.data.userId === lapsed.userId,
    );
    expect(expiryJob?.processedBy).toBe(secondName);
    const mailJob = (await jobsOf(MAIL_QUEUE)).find(
      (job) => job.name === 'send' && job.processedBy,
    );
    expect(mailJob).toBeDefined();
  }, 120_000);

  it('shares new work between two workers side by side, running each job once', async () => {
    startWorker();
    const queues = t.app.get(JobQueues);
    await waitFor(
      async () =>
        (await queues.queue(MAIL_QUEUE).getWorkersCount()) === 2 &&
        (await queues.queue(RELISTING_QUEUE).getWorkersCount()) === 2,
      'both workers to take jobs',
      LONG,
    );
    clock.set(new Date(Date.now() - 40 * DAY));
    const listings = await listExpiredListings(10);
    const subjects = await queueMails('second batch', 30);

    await waitFor(() => relistedOnce(listings), 'every relist', LONG);
    await waitFor(
      () => subjects.every((subject) => acceptedCount(subject) === 1),
      'every mail',
      LONG,
    );
    expect(subjects.map(acceptedCount)).toEqual(subjects.map(() => 1));

    const names = new Set(workers.values());
    const ranBy = new Set(
      [...(await jobsOf(MAIL_QUEUE)), ...(await jobsOf(RELISTING_QUEUE))]
        .filter((job) => job.name === 'send' || listings.includes(job.data.listingId as string))
        .map((job) => job.processedBy),
    );
    expect([...ranBy].filter((name) => name && names.has(name))).toHaveLength(2);
  }, 120_000);

  it('reminds each side of a deal’s payment deadline once, with both workers sweeping and reacting', async () => {
    // The api's clock is 2.5 days back: the deal's payment is due in half a day of real time.
    clock.set(new Date(Date.now() - 2.5 * DAY));
    await signInAgain(t.http, seller);
    const buyer = await signUpUser(t.http);
    const listed = await listDomain(t.http, seller.accessToken, { price: 300 }).expect(201);
    const listingId = (listed.body.data as { id: string; name: string }).id;
    const name = (listed.body.data as { name: string }).name;
    const offer = await t.http
      .post('/api/offers')
      .set('Authorization', `Bearer ${buyer.accessToken}`)
      .send({ listingId, amount: 280 })
      .expect(201);
    await t.http
      .post(`/api/offers/${offer.body.data.id as string}/accept`)
      .set('Authorization', `Bearer ${seller.accessToken}`)
      .expect(200);
    const queue = t.app.get(JobQueues).queue(DEAL_CLOCK_QUEUE);
    await waitFor(
      async () => (await queue.getWorkersCount()) === 2,
      'both workers to take deal-clock jobs',
      LONG,
    );
    // Each worker's reactor queues the reminder; two sweeps queue it again.
    await t.app.get(JobQueues).add([
      { queue: DEAL_CLOCK_QUEUE, name: 'sweep', data: {}, jobId: `sweep-a-${listingId}` },
      { queue: DEAL_CLOCK_QUEUE, name: 'sweep', data: {}, jobId: `sweep-b-${listingId}` },
    ]);
    const subject = `Payment into escrow for ${name} is due tomorrow`;
    const reminders = async (sentOnly: boolean) =>
      (
        await t.app.get(DataSource).query<Array<{ n: number }>>(
          `select count(*)::int as n from mail_outbox
              where subject = $1 and (not $2 or status = 'sent')`,
          [subject, sentOnly],
        )
      )[0].n;
    await waitFor(async () => (await reminders(true)) >= 2, 'both reminders sent', LONG);
    await waitFor(
      async () => {
        const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
        return counts.waiting + counts.active + counts.prioritized === 0;
      },
      'the deal clock’s jobs to end',
      LONG,
    );
    // A reminder's mails are written with its event: every one queued is in the outbox by now.
    expect(await reminders(false)).toBe(2);
    expect(acceptedCount(subject)).toBe(2);
  }, 120_000);

  it('mails a saved search’s instant alert once when the worker sending it is killed mid-send', async () => {
    await signInAgain(t.http, seller);
    const buyer = await signUpUser(t.http);
    const word = `kestrel${Date.now().toString(36)}`;
    await t.http
      .post('/api/watchlists/searches')
      .set('Authorization', `Bearer ${buyer.accessToken}`)
      .send({ name: 'Kestrel', url: `/marketplace?search=${word}`, frequency: 'instant' })
      .expect(201);

    // Hold the buyer's alerts stream: the worker's send waits inside its transaction.
    const locks = new Client({ connectionString: t.db.url });
    locks.on('error', () => undefined);
    await locks.connect();
    await locks.query('begin');
    await locks.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      alertsStreamId(buyer.userId),
    ]);
    await listDomain(t.http, seller.accessToken, { name: `${word}.com`, price: 300 }).expect(201);
    await waitFor(
      async () => {
        const { rows } = await locks.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted`,
        );
        return rows[0].waiting >= 1;
      },
      'a worker to be stuck sending the alert',
      LONG,
    );
    for (const child of [...workers.keys()]) await kill(child);
    await locks.query('commit');
    await locks.end();
    startWorker();

    const alerts = async () =>
      (
        await t.app
          .get(DataSource)
          .query<Array<{ subject: string }>>(
            `select subject from mail_outbox where to_address = $1 and template like 'watchlists.%'`,
            [buyer.email],
          )
      ).map((row) => row.subject);
    await waitFor(async () => (await alerts()).length > 0, 'the alert mail', LONG);
    await waitFor(
      async () => {
        const counts = await t.app
          .get(JobQueues)
          .queue(WATCHLISTS_QUEUE)
          .getJobCounts('waiting', 'active', 'prioritized');
        return counts.waiting + counts.active + counts.prioritized === 0;
      },
      'the watchlists jobs to end',
      LONG,
    );
    expect(await alerts()).toEqual([expect.stringContaining(`${word}.com`)]);
    expect(await eventsOf(alertsStreamId(buyer.userId), 'watchlists.AlertSent')).toHaveLength(1);
  }, 120_000);

  it('delivers a listing’s webhooks in order, each accepted once, when the worker sending them is killed mid-delivery', async () => {
    await signInAgain(t.http, seller);
    const receiver = new WebhookReceiver();
    const url = await receiver.start();
    const as = (method: 'post' | 'put', path: string) =>
      t.http[method](path).set('Authorization', `Bearer ${seller.accessToken}`);
    const registered = await as('post', '/api/webhooks/endpoints')
      .send({ url, events: ['listing.sold', 'listing.restored', 'listing.updated'] })
      .expect(201);
    receiver.verifyWith((registered.body.data as { secret: string }).secret);
    receiver.holdNext = true;

    const listed = await listDomain(t.http, seller.accessToken, { price: 300 }).expect(201);
    const listingId = (listed.body.data as { id: string }).id;
    await as('post', `/api/domains/mark-sold/${listingId}`).send({ salePrice: 280 }).expect(200);
    await as('post', `/api/domains/unmark-sold/${listingId}`).expect(200);
    await as('put', `/api/domains/update/${listingId}`).send({ price: 250 }).expect(200);
    await waitFor(
      () => receiver.held.length === 1,
      'a worker to be stuck sending the first webhook',
      LONG,
    );
    for (const child of [...workers.keys()]) await kill(child);
    // Answered only once this process has seen the killed worker's connection close: answered
    // before, it would count as accepted by a sender that was no longer there to hear it.
    await waitFor(
      () => receiver.heldSendersGone(),
      'the killed worker’s connection to close',
      LONG,
    );
    receiver.release();
    startWorker();

    await waitFor(
      () => receiver.accepted().length >= 3,
      'the listing’s three webhooks after the kill',
      LONG,
    );
    const accepted = receiver.accepted();
    expect(accepted.map((delivery) => delivery.type)).toEqual([
      'listing.sold',
      'listing.restored',
      'listing.updated',
    ]);
    expect(accepted.every((delivery) => delivery.verified)).toBe(true);
    // The delivery the killed worker was sending had no one left to answer; it was sent again.
    expect(receiver.received[0]).toMatchObject({ type: 'listing.sold', answeredWith: 0 });
    await receiver.stop();
  }, 120_000);
});
