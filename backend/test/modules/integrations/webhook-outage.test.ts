import { WEBHOOKS_QUEUE } from '../../../src/modules/integrations';
import { FixedClock } from '../../../src/platform/clock/clock';
import { compareFeedPositions } from '../../../src/platform/event-store/feed';
import { readCheckpoint } from '../../../src/platform/projections/checkpoints';
import { JobQueues } from '../../../src/platform/queue/job-queues';
import { runJob, waitForIdleQueues } from '../../support/jobs';
import {
  createTestApp,
  signInAgain,
  signUpUser,
  type SignedUpUser,
  type TestApp,
} from '../../support/test-app';
import { grantCredits, listDomain } from '../listings/listing-support';
import { WebhookReceiver } from './webhook-receiver';

const MINUTE = 60_000;

/**
 * An endpoint down for ten minutes of the app's clock receives every event afterwards, each once,
 * in the order it happened per listing; while it is down only each listing's oldest event is
 * tried, with backoff.
 */
describe('webhooks to an endpoint that was down', () => {
  const clock = new FixedClock(new Date('2026-06-01T12:00:00.000Z'));
  let t: TestApp;
  let seller: SignedUpUser;
  const receiver = new WebhookReceiver();

  beforeAll(async () => {
    t = await createTestApp({ clock, runProcessors: true });
    seller = await signUpUser(t.http);
    await grantCredits(t.app, seller.userId, 2);
  });

  afterAll(async () => {
    await receiver.stop();
    await t.close();
  });

  const as = (method: 'get' | 'post' | 'put', url: string) =>
    t.http[method](url).set('Authorization', `Bearer ${seller.accessToken}`);

  it('delivers every event once the endpoint is back, in order per listing', async () => {
    const url = await receiver.start();
    const registered = await as('post', '/api/webhooks/endpoints')
      .send({ url, events: ['listing.updated', 'listing.sold', 'listing.restored'] })
      .expect(201);
    const endpoint = registered.body.data as { id: string; secret: string };
    receiver.verifyWith(endpoint.secret, () => Math.floor(clock.now().getTime() / 1000));
    receiver.down = true;

    const a = (await listDomain(t.http, seller.accessToken).expect(201)).body.data as {
      id: string;
    };
    const b = (await listDomain(t.http, seller.accessToken).expect(201)).body.data as {
      id: string;
    };
    await as('put', `/api/domains/update/${a.id}`).send({ price: 200 }).expect(200);
    await as('post', `/api/domains/mark-sold/${a.id}`).send({ salePrice: 190 }).expect(200);
    await as('post', `/api/domains/mark-sold/${b.id}`).send({ salePrice: 150 }).expect(200);
    await as('post', `/api/domains/unmark-sold/${a.id}`).expect(200);
    await as('put', `/api/domains/update/${a.id}`).send({ price: 180 }).expect(200);
    await as('post', `/api/domains/unmark-sold/${b.id}`).expect(200);
    await waitForIdleQueues(t.app);

    // Ten minutes down: the sweep runs each minute and retries what is due, with backoff.
    for (let minute = 1; minute <= 10; minute += 1) {
      clock.advance(MINUTE);
      await runJob(t.app, WEBHOOKS_QUEUE, 'sweep');
    }
    const whileDown = receiver.received.map((delivery) => delivery.body.data.listing_id);
    expect(receiver.accepted()).toEqual([]);
    // Only each listing's oldest event was tried: A's price change and B's sale, 30 s, 1, 2, 4
    // and 8 minutes apart (5 tries each within the ten minutes).
    expect(new Set(receiver.received.map((delivery) => delivery.type))).toEqual(
      new Set(['listing.updated', 'listing.sold']),
    );
    expect(whileDown.filter((id) => id === a.id)).toHaveLength(5);
    expect(whileDown.filter((id) => id === b.id)).toHaveLength(5);

    receiver.down = false;
    clock.advance(10 * MINUTE);
    await runJob(t.app, WEBHOOKS_QUEUE, 'sweep');

    const accepted = receiver.accepted();
    expect(accepted.every((delivery) => delivery.verified)).toBe(true);
    const ofListing = (id: string) =>
      accepted
        .filter((delivery) => delivery.body.data.listing_id === id)
        .map((delivery) => [delivery.type, delivery.body.data.price ?? null]);
    expect(ofListing(a.id)).toEqual([
      ['listing.updated', 200],
      ['listing.sold', null],
      ['listing.restored', null],
      ['listing.updated', 180],
    ]);
    expect(ofListing(b.id)).toEqual([
      ['listing.sold', null],
      ['listing.restored', null],
    ]);
    expect(new Set(accepted.map((delivery) => delivery.eventId)).size).toBe(accepted.length);

    await signInAgain(t.http, seller);

    const deliveries = await as('get', `/api/webhooks/endpoints/${endpoint.id}/deliveries`).expect(
      200,
    );
    const rows = deliveries.body.data as {
      id: string;
      status: string;
      attempts: number;
      type: string;
    }[];
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.status === 'delivered')).toBe(true);
    expect(rows.map((row) => row.attempts).sort()).toEqual([1, 1, 1, 1, 6, 6]);

    // A delivery the receiver lost is sent again by hand, newly signed.
    const lost = rows.find((row) => row.type === 'listing.sold') ?? rows[0];
    const replayed = await as(
      'post',
      `/api/webhooks/endpoints/${endpoint.id}/deliveries/${lost.id}/replay`,
    ).expect(202);
    expect(replayed.body.data).toMatchObject({ id: lost.id, status: 'pending' });
    await waitForIdleQueues(t.app);
    expect(receiver.accepted()).toHaveLength(accepted.length + 1);
    expect(receiver.accepted().at(-1)).toMatchObject({ type: 'listing.sold', verified: true });
  });

  it('keeps no row of, and waits for nothing for, a seller without an endpoint', async () => {
    const other = await signUpUser(t.http);
    await grantCredits(t.app, other.userId, 1);
    const listed = (await listDomain(t.http, other.accessToken).expect(201)).body.data as {
      id: string;
    };
    await t.http
      .post(`/api/domains/mark-sold/${listed.id}`)
      .set('Authorization', `Bearer ${other.accessToken}`)
      .send({ salePrice: 90 })
      .expect(200);
    await waitForIdleQueues(t.app);

    const kept = await t.db.dataSource.query(`select 1 from webhook_events where owner_id = $1`, [
      other.userId,
    ]);
    expect(kept).toEqual([]);
    // The reactor passed the seller's events and queued no job for them.
    const events = await t.db.dataSource.query<
      Array<{ event_id: string; transaction_id: string; global_position: string }>
    >(
      `select event_id, transaction_id::text, global_position from es_events
        where stream_id = $1 and event_type = any($2) order by global_position`,
      [`listing-${listed.id}`, ['listings.DomainListed', 'listings.DomainMarkedSold']],
    );
    expect(events).toHaveLength(2);
    const reactorAt = await readCheckpoint(t.db.dataSource, 'reactor.webhooks.events');
    const last = events[1];
    expect(
      compareFeedPositions(reactorAt, {
        tx: last.transaction_id,
        pos: BigInt(last.global_position),
      }),
    ).toBeGreaterThanOrEqual(0);
    const queue = t.app.get(JobQueues).queue(WEBHOOKS_QUEUE);
    const dispatched = (
      await queue.getJobs(['completed', 'failed', 'waiting', 'active', 'delayed'])
    )
      .filter((job) => job.name === 'dispatch')
      .flatMap((job) => String(job.data.eventIds).split(' '));
    expect(dispatched).not.toContain(events[0].event_id);
    expect(dispatched).not.toContain(events[1].event_id);
  });
});
