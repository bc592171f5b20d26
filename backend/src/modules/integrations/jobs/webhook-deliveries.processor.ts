import { setTimeout } from 'node:timers/promises';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Agent, fetch } from 'undici';
import { Clock } from '../../../platform/clock/clock';
import { AppConfig } from '../../../platform/config/app-config';
import { WEBHOOK_DRAIN_LOCK_CLASS } from '../../../platform/database/advisory-locks';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { derivedUuid } from '../../../platform/event-store/event-id';
import { compareFeedPositions, type FeedPosition } from '../../../platform/event-store/feed';
import { readCheckpoint } from '../../../platform/projections/checkpoints';
import { JobQueues } from '../../../platform/queue/job-queues';
import { JobRegistry } from '../../../platform/queue/job-registry';
import { WEBHOOK_EVENT_SOURCES } from '../model/integration-rules';
import { WEBHOOK_EVENTS } from '../projections/webhook-events.read-model';
import { WEBHOOK_SIGNATURE_HEADER, webhookSignature } from './webhook-signature';
import { deliveryErrorOf, httpStatusError } from './webhook-delivery-error';
import { pinnedLookup, publicAddressesOf } from './webhook-target';

export const WEBHOOKS_QUEUE = 'webhooks';
const SWEEP_EVERY_MS = 30_000;
const SEND_TIMEOUT_MS = 10_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;
/** After this long undelivered, a delivery is `failed` and the listing's next events go on. */
const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
const PROJECTION_WAIT_ATTEMPTS = 50;
const PROJECTION_WAIT_MS = 100;

/** The webhook-events read model is a moment behind the events: the job is retried. */
class WebhookEventsNotProjectedYet extends Error {
  constructor(eventIds: string[]) {
    super(`Events ${eventIds.join(', ')} are not all in webhook_events yet`);
  }
}

interface Endpoint {
  id: string;
  owner_id: string;
  url: string;
  events: string[];
  secret: string;
  /** The global position of its registration: it receives the events after it. */
  start_seq: string;
}

interface Pending {
  event_id: string;
  type: string;
  payload: unknown;
  delivery_id: string | null;
  attempts: number | null;
  next_attempt_at: Date | null;
  created_at: Date | null;
}

/**
 * The `webhooks` queue (ADR 0031). A reactor reads the log in order and queues a `dispatch` job
 * per batch of events an endpoint may want (job id from its first and last event ids), so no
 * event is lost when a worker dies: the job stays in Redis and runs again. `drain` sends one (endpoint, listing)'s events not
 * yet delivered, strictly in log order, under an advisory lock: a failed attempt stops the drain,
 * so a later event of that listing never overtakes it. A failure is retried with exponential
 * backoff (30 s doubling to an hour, by the Clock) by a delayed `drain` job, and the `sweep` every
 * 30 s drains whatever is due, so an endpoint that was down receives every event afterwards, in
 * order. After 3 days a delivery is `failed` and can be replayed by hand. Unless
 * WEBHOOK_PRIVATE_TARGETS allows it, an endpoint whose host is or resolves to a private address
 * is not called: the attempt fails with "target not allowed" and is retried like any other.
 */
@Injectable()
export class WebhookDeliveryJobs implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly queues: JobQueues,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.react({
      name: 'webhooks.events',
      eventTypes: Object.values(WEBHOOK_EVENT_SOURCES),
      // One job per batch, and none for a batch whose sellers never had an endpoint (most
      // batches): a job costs a dozen round trips to Redis and two statements to find nothing.
      // `webhook_endpoints` is written with the registration's event, so a seller whose endpoint
      // was registered before any of these events is found.
      reactToBatch: async (events, manager) => {
        const owners = await ownersWithEndpoints(events, manager);
        const wanted = events.filter((event) => owners.has(sellerOf(event)));
        const last = wanted.at(-1);
        if (!last) return [];
        return [
          {
            queue: WEBHOOKS_QUEUE,
            name: 'dispatch',
            data: {
              eventIds: wanted.map((event) => event.eventId).join(' '),
              tx: last.transactionId,
              pos: String(last.globalPosition),
            },
            jobId: `dispatch-${wanted[0].eventId}-${last.eventId}`,
          },
        ];
      },
    });
    this.registry.handle({
      queue: WEBHOOKS_QUEUE,
      name: 'dispatch',
      run: ({ eventIds, tx, pos }) =>
        this.dispatch(eventIds.split(' '), tx && pos ? { tx, pos: BigInt(pos) } : undefined),
    });
    this.registry.handle({
      queue: WEBHOOKS_QUEUE,
      name: 'drain',
      run: ({ endpointId, listingId }) => this.drain(endpointId, listingId),
    });
    this.registry.handle({ queue: WEBHOOKS_QUEUE, name: 'sweep', run: () => this.sweep() });
    this.registry.schedule({ queue: WEBHOOKS_QUEUE, name: 'sweep', everyMs: SWEEP_EVERY_MS });
  }

  /**
   * The events' listings, each drained for every endpoint of its seller that subscribed to the
   * event. Nothing to send for an event the read model has passed (`at`, the last event's place
   * in the log) without a row for it: its seller had no endpoint then.
   */
  async dispatch(eventIds: string[], at?: FeedPosition): Promise<void> {
    for (const event of await this.projected(eventIds, at)) {
      const endpoints = await this.dataSource.query<{ id: string }[]>(
        `select w.id from webhook_endpoints w
           join webhook_endpoint_starts s on s.endpoint_id = w.id
          where w.owner_id = $1 and w.removed_at is null and $2 = any(w.events) and s.seq < $3
          order by w.id`,
        [event.owner_id, event.type, event.seq],
      );
      for (const { id } of endpoints) await this.drain(id, event.listing_id);
    }
  }

  /** Every (endpoint, listing) with a delivery due: what a failed or lost job left. */
  async sweep(): Promise<void> {
    const due = await this.dataSource.query<{ endpoint_id: string; listing_id: string }[]>(
      `select distinct endpoint_id, listing_id from webhook_deliveries
        where status = 'pending' and next_attempt_at <= $1`,
      [this.clock.now()],
    );
    for (const { endpoint_id: endpointId, listing_id: listingId } of due)
      await this.drain(endpointId, listingId);
  }

  /** Sends the listing's undelivered events to the endpoint in log order, until one fails. */
  async drain(endpointId: string, listingId: string): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const key = `${endpointId}:${listingId}`;
    try {
      await runner.query(`select pg_advisory_lock($1, hashtext($2))`, [
        WEBHOOK_DRAIN_LOCK_CLASS,
        key,
      ]);
      const [endpoint] = await this.dataSource.query<Endpoint[]>(
        `select w.id, w.owner_id, w.url, w.events, w.secret, s.seq as start_seq
           from webhook_endpoints w join webhook_endpoint_starts s on s.endpoint_id = w.id
          where w.id = $1 and w.removed_at is null`,
        [endpointId],
      );
      if (!endpoint) return;
      const pending = await this.dataSource.query<Pending[]>(
        `select e.event_id, e.type, e.payload, d.id as delivery_id, d.attempts,
                d.next_attempt_at, d.created_at
           from webhook_events e
           left join webhook_deliveries d on d.endpoint_id = $1 and d.event_id = e.event_id
          where e.owner_id = $2 and e.listing_id = $3 and e.type = any($4)
            and e.seq > $5 and (d.status is null or d.status = 'pending')
          order by e.seq`,
        [endpoint.id, endpoint.owner_id, listingId, endpoint.events, endpoint.start_seq],
      );
      for (const event of pending) {
        const sent = await this.send(endpoint, listingId, event);
        if (!sent) return;
      }
    } finally {
      await runner
        .query(`select pg_advisory_unlock($1, hashtext($2))`, [WEBHOOK_DRAIN_LOCK_CLASS, key])
        .finally(() => runner.release());
    }
  }

  /** One attempt, recorded; false when the drain must stop (failed, or not due yet). */
  private async send(endpoint: Endpoint, listingId: string, event: Pending): Promise<boolean> {
    const now = this.clock.now();
    if (event.next_attempt_at && event.next_attempt_at > now) return false;
    const deliveryId =
      event.delivery_id ?? derivedUuid(`webhook-delivery:${endpoint.id}:${event.event_id}`);
    const createdAt = event.created_at ?? now;
    const attempt = (event.attempts ?? 0) + 1;
    const body = JSON.stringify(event.payload);
    const outcome = await post(endpoint.url, body, this.config.webhookPrivateTargetsRefused, {
      'Content-Type': 'application/json',
      'User-Agent': 'DomainLiquidationMarketplace-Webhooks/1.0',
      'Dlm-Event-Id': event.event_id,
      'Dlm-Event-Type': event.type,
      [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(
        endpoint.secret,
        Math.floor(now.getTime() / 1000),
        body,
      ),
    });
    const delivered = outcome.statusCode !== null && outcome.statusCode < 300 && !outcome.error;
    const givenUp = !delivered && now.getTime() - createdAt.getTime() >= GIVE_UP_AFTER_MS;
    const nextAttemptAt = new Date(
      now.getTime() + Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), LONGEST_RETRY_MS),
    );
    const status = delivered ? 'delivered' : givenUp ? 'failed' : 'pending';
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `insert into webhook_deliveries
           (id, endpoint_id, event_id, listing_id, type, status, attempts, next_attempt_at,
            last_status_code, last_error, last_attempt_at, delivered_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         on conflict (id) do update set
           status = excluded.status, attempts = excluded.attempts,
           next_attempt_at = excluded.next_attempt_at, last_status_code = excluded.last_status_code,
           last_error = excluded.last_error, last_attempt_at = excluded.last_attempt_at,
           delivered_at = excluded.delivered_at`,
        [
          deliveryId,
          endpoint.id,
          event.event_id,
          listingId,
          event.type,
          status,
          attempt,
          nextAttemptAt,
          outcome.statusCode,
          outcome.error,
          now,
          delivered ? now : null,
          createdAt,
        ],
      );
      await manager.query(
        `insert into webhook_attempts (delivery_id, attempt, status_code, error, attempted_at)
         values ($1, $2, $3, $4, $5) on conflict do nothing`,
        [deliveryId, attempt, outcome.statusCode, outcome.error, now],
      );
    });
    if (status !== 'pending') return true;
    if (this.queues.enabled)
      await this.queues.add([
        {
          queue: WEBHOOKS_QUEUE,
          name: 'drain',
          data: { endpointId: endpoint.id, listingId },
          jobId: `retry-${deliveryId}-${attempt}`,
          runAt: nextAttemptAt,
        },
      ]);
    return false;
  }

  /** The rows of those of the events that have one, in log order, once the read model has them. */
  private async projected(
    eventIds: string[],
    at: FeedPosition | undefined,
  ): Promise<Array<{ owner_id: string; listing_id: string; type: string; seq: string }>> {
    for (let attempt = 0; attempt < PROJECTION_WAIT_ATTEMPTS; attempt += 1) {
      // The checkpoint first: once it has passed the events, their rows, if any, are there to read.
      const passed =
        at !== undefined &&
        compareFeedPositions(await readCheckpoint(this.dataSource, WEBHOOK_EVENTS), at) >= 0;
      const rows = await this.dataSource.query<
        { owner_id: string; listing_id: string; type: string; seq: string }[]
      >(
        `select owner_id, listing_id, type, seq from webhook_events
          where event_id = any($1::uuid[]) order by seq`,
        [eventIds],
      );
      if (passed || rows.length === eventIds.length) return rows;
      await setTimeout(PROJECTION_WAIT_MS);
    }
    throw new WebhookEventsNotProjectedYet(eventIds);
  }
}

/**
 * The endpoint's answer: its status, or the class of why there was none (`deliveryErrorOf`).
 * Redirects are not followed. With
 * `publicOnly`, the host's addresses are checked first and the connection goes to exactly those.
 */
async function post(
  url: string,
  body: string,
  publicOnly: boolean,
  headers: Record<string, string>,
): Promise<{ statusCode: number | null; error: string | null }> {
  let pinned: Agent | undefined;
  try {
    if (publicOnly)
      pinned = new Agent({ connect: { lookup: pinnedLookup(await publicAddressesOf(url)) } });
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      dispatcher: pinned,
    });
    await response.body?.cancel();
    return {
      statusCode: response.status,
      error: response.status < 300 ? null : httpStatusError(response.status),
    };
  } catch (error) {
    return { statusCode: null, error: deliveryErrorOf(error) };
  } finally {
    await pinned?.close();
  }
}

function sellerOf(event: RecordedEvent): string {
  return (event.data as { sellerId: string }).sellerId;
}

/** The events' sellers who have, or had, a webhook endpoint. */
async function ownersWithEndpoints(
  events: RecordedEvent[],
  manager: EntityManager,
): Promise<Set<string>> {
  const rows = await manager.query<Array<{ owner_id: string }>>(
    `select distinct owner_id from webhook_endpoints where owner_id = any($1::uuid[])`,
    [[...new Set(events.map(sellerOf))]],
  );
  return new Set(rows.map((row) => row.owner_id));
}
