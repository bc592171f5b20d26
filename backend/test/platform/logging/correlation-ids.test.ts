import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { RELISTING_QUEUE } from '../../../src/modules/listings/jobs/relisting.processor';
import { FixedClock } from '../../../src/platform/clock/clock';
import { EventStore } from '../../../src/platform/event-store/event-store';
import { JobQueues } from '../../../src/platform/queue/job-queues';
import { waitForReactors } from '../../support/jobs';
import { grantCredits, listDomain } from '../../modules/listings/listing-support';
import { createTestApp, type SignedUpUser, signUpUser, type TestApp } from '../../support/test-app';
import { waitFor } from '../../support/wait-for';

const DAY = 24 * 60 * 60 * 1000;

interface LogLine {
  msg?: string;
  level?: number;
  correlationId?: string;
  req?: { id?: string; url?: string };
  context?: string;
}

/** Every JSON line the app logs. */
class LogCapture extends Writable {
  readonly lines: LogLine[] = [];
  readonly raw: string[] = [];

  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      this.raw.push(line);
      this.lines.push(JSON.parse(line) as LogLine);
    }
    done();
  }
}

describe('correlation ids from an HTTP request to its events, its jobs and their log lines', () => {
  const listedAt = new Date('2026-06-01T08:00:00.000Z');
  const clock = new FixedClock(listedAt);
  const logs = new LogCapture();
  const correlationId = `corr-${randomBytes(8).toString('hex')}`;
  let t: TestApp;
  let seller: SignedUpUser;
  let listing: { id: string; expires_at: string };
  let requestId: string;

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      runProcessors: true,
      env: { LOG_LEVEL: 'debug' },
      logTo: logs,
    });
    seller = await signUpUser(t.http);
    await grantCredits(t.app, seller.userId, 1);
    const response = await listDomain(t.http, seller.accessToken).set(
      'x-correlation-id',
      correlationId,
    );
    expect(response.status).toBe(201);
    expect(response.headers['x-correlation-id']).toBe(correlationId);
    requestId = response.headers['x-request-id'] as string;
    listing = response.body.data as typeof listing;
  });

  afterAll(async () => {
    await t.close();
  });

  const listingEvents = () => t.app.get(EventStore).readStream(`listing-${listing.id}`);

  it('gives the request its own request id and logs both ids on its lines', () => {
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const completed = logs.lines.find(
      (line) => line.msg === 'request completed' && line.req?.id === requestId,
    );
    expect(completed).toMatchObject({ correlationId, req: { url: '/api/domains/create' } });
  });

  it('writes the correlation id into the metadata of the events the request appended', async () => {
    const [listed] = await listingEvents();
    expect(listed.type).toBe('listings.DomainListed');
    expect(listed.metadata.correlationId).toBe(correlationId);
  });

  it('carries it into the job a reactor queued for the event, and into what the job appended and logged', async () => {
    await waitForReactors(t.app);
    const jobId = `end-${listing.id}-${Date.parse(listing.expires_at)}`;
    const job = await t.app.get(JobQueues).queue(RELISTING_QUEUE).getJob(jobId);
    expect(job?.data).toEqual({ listingId: listing.id, correlationId });

    clock.set(new Date(listedAt.getTime() + 31 * DAY));
    await job?.promote();
    await waitFor(async () => (await job?.getState()) === 'completed', 'the end-period job');

    const relisted = (await listingEvents()).find(
      (event) => event.type === 'listings.DomainRelisted',
    );
    expect(relisted?.metadata.correlationId).toBe(correlationId);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({
        correlationId,
        msg: `Job ${RELISTING_QUEUE}/end-period ${jobId} completed`,
      }),
    );
  });

  it('uses the request id as the correlation id when none (or a malformed one) is sent', async () => {
    const plain = await t.http.get('/api/health');
    expect(plain.headers['x-correlation-id']).toBe(plain.headers['x-request-id']);
    const malformed = await t.http.get('/api/health').set('x-correlation-id', 'bad id; drop');
    expect(malformed.headers['x-correlation-id']).toBe(malformed.headers['x-request-id']);
    const chosen = await t.http
      .get('/api/health')
      .set('x-request-id', 'request-0001')
      .set('x-correlation-id', 'flow-0001');
    expect(chosen.headers).toMatchObject({
      'x-request-id': 'request-0001',
      'x-correlation-id': 'flow-0001',
    });
  });

  it('keeps credentials and personal data out of the log', () => {
    const text = logs.raw.join('\n');
    expect(text).not.toContain(seller.email);
    expect(text).not.toContain(seller.password);
    expect(text).not.toContain(seller.accessToken);
  });
});
