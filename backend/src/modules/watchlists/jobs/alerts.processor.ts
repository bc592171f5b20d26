import { setTimeout } from 'node:timers/promises';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock';
import { EventStore } from '../../../platform/event-store/event-store';
import { JobQueues } from '../../../platform/queue/job-queues';
import { JobRegistry } from '../../../platform/queue/job-registry';
import { StoredSearchMatcher } from '../../marketplace';
import { listingStream, listingStreamId, type ListingStreamEvent } from '../../listings';
import { SendAlertHandler } from '../commands/send-alert/send-alert.handler';

export const WATCHLISTS_QUEUE = 'watchlists';
const DAY = 24 * 60 * 60 * 1000;
const NOTICES_EVERY_MS = 60_000;
const DIGESTS_EVERY_MS = 60 * 60 * 1000;
const PROJECTION_WAIT_ATTEMPTS = 50;
const PROJECTION_WAIT_MS = 100;
const SEARCH_TABLES = { searches: 'saved_searches', words: 'saved_search_words' };

/** The listing is not in the marketplace read model yet: the job is retried. */
class ListingNotProjectedYet extends Error {
  constructor(listingId: string) {
    super(`Listing ${listingId} is not on the marketplace read model yet`);
  }
}

/**
 * The `watchlists` queue (ADR 0028). A new listing is matched against every saved
 * search by the marketplace's own conditions (`match`): a line waits for each buyer it matches,
 * and buyers with an instant search are mailed at once. A price drop or a sale of a watched
 * listing (`notice`) leaves a line for each watcher, mailed by the `send-notices` sweep every
 * minute, one mail per buyer with all of theirs. `send-digests` (hourly) mails each buyer the
 * lines of the days before, once a day. Every mail is sent by SendAlertHandler, exactly once.
 */
@Injectable()
export class AlertJobs implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly queues: JobQueues,
    private readonly matcher: StoredSearchMatcher,
    private readonly send: SendAlertHandler,
    private readonly store: EventStore,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.registry.react({
      name: 'watchlists.listing-events',
      eventTypes: ['listings.DomainListed', 'listings.ListingUpdated', 'listings.DomainMarkedSold'],
      // One job per batch, each event matched or noticed in turn: a job each cost more in round
      // trips to Redis than the matching of a listing.
      reactToBatch: (events) => {
        const last = events.at(-1);
        if (!last) return [];
        return [
          {
            queue: WATCHLISTS_QUEUE,
            name: 'listing-events',
            data: {
              events: events
                .map((event) => {
                  const { listingId } = event.data as ListingStreamEvent['data'];
                  return `${kindOf(event.type)}:${listingId}:${event.eventId}`;
                })
                .join(' '),
            },
            jobId: `listing-events-${events[0].eventId}-${last.eventId}`,
          },
        ];
      },
    });
    this.registry.handle({
      queue: WATCHLISTS_QUEUE,
      name: 'listing-events',
      run: ({ events }) => this.listingEvents(events),
    });
    this.registry.handle({
      queue: WATCHLISTS_QUEUE,
      name: 'match',
      run: ({ listingId, eventId }) => this.match(listingId, eventId),
    });
    this.registry.handle({
      queue: WATCHLISTS_QUEUE,
      name: 'notice',
      run: ({ listingId, eventId }) => this.notice(listingId, eventId),
    });
    this.registry.handle({
      queue: WATCHLISTS_QUEUE,
      name: 'send-notices',
      run: () => this.sendNotices(),
    });
    this.registry.handle({
      queue: WATCHLISTS_QUEUE,
      name: 'send-digests',
      run: () => this.sendDigests(),
    });
    this.registry.schedule({
      queue: WATCHLISTS_QUEUE,
      name: 'send-notices',
      everyMs: NOTICES_EVERY_MS,
    });
    this.registry.schedule({
      queue: WATCHLISTS_QUEUE,
      name: 'send-digests',
      everyMs: DIGESTS_EVERY_MS,
    });
  }

  /**
   * A batch's listing events in log order (`kind:listingId:eventId`, space-separated): each new
   * listing matched, each change of price or sale noticed. Both are idempotent, so a retry of the
   * batch after one of them failed repeats nothing.
   */
  async listingEvents(events: string): Promise<void> {
    for (const entry of events.split(' ')) {
      const [kind, listingId, eventId] = entry.split(':');
      if (kind === 'match') await this.match(listingId, eventId);
      else await this.notice(listingId, eventId);
    }
  }

  /**
   * The saved searches the new listing answers (never its seller's, nor an unsubscribed buyer's):
   * a line per buyer, then the instant buyers' mails.
   */
  async match(listingId: string, eventId: string): Promise<void> {
    const now = this.clock.now();
    const matches = await this.matchingOnceProjected<{
      buyer_id: string;
      search_id: string;
      instant: boolean;
      seller_id: string;
      name: string;
      price_cents: number;
    }>(
      `s.buyer_id, s.id as search_id, s.frequency = 'instant' as instant, l.seller_id, l.name,
       l.price_cents`,
      listingId,
      now,
    );
    const byBuyer = new Map<string, (typeof matches)[number]>();
    for (const match of matches) {
      const kept = byBuyer.get(match.buyer_id);
      if (match.buyer_id !== match.seller_id && (!kept || (match.instant && !kept.instant)))
        byBuyer.set(match.buyer_id, match);
    }
    // No buyer to tell (most listings): no line to write, and none of a run before to mail.
    if (byBuyer.size === 0) return;
    await this.dataSource.query(
      `insert into watchlist_pending_alerts
         (buyer_id, listing_id, kind, search_id, name, price_cents, created_at)
       select m.buyer_id, $1, 'match', m.search_id, m.name, m.price_cents, $3
         from jsonb_to_recordset($2::jsonb)
              as m(buyer_id uuid, search_id uuid, name text, price_cents int)
         left join watchlist_settings st on st.buyer_id = m.buyer_id
        where coalesce(st.search_alerts, true)
          and not exists (select 1 from watchlist_alerts_sent a
                           where a.buyer_id = m.buyer_id and a.listing_id = $1 and a.kind = 'match')
       on conflict do nothing`,
      [listingId, JSON.stringify([...byBuyer.values()]), now],
    );
    // Every line of this listing still waiting, not only those inserted now: a run of this job
    // that died after the insert (a killed worker) left its lines, and the retry mails them.
    const waiting = await this.dataSource.query<{ buyer_id: string }[]>(
      `select buyer_id from watchlist_pending_alerts where listing_id = $1 and kind = 'match'`,
      [listingId],
    );
    for (const { buyer_id: buyerId } of waiting)
      if (byBuyer.get(buyerId)?.instant)
        await this.send.execute({
          buyerId,
          mode: 'instant',
          commandId: `instant:${eventId}:${buyerId}`,
        });
  }

  /**
   * The marketplace read model is a moment behind the listing's event: the job waits for it a
   * few seconds, then fails to be retried with the queue's backoff.
   */
  private async matchingOnceProjected<Row>(
    select: string,
    listingId: string,
    now: Date,
  ): Promise<Row[]> {
    for (let attempt = 0; attempt < PROJECTION_WAIT_ATTEMPTS; attempt += 1) {
      const rows = await this.matcher.matching<Row>(SEARCH_TABLES, select, listingId, now);
      if (rows) return rows;
      await setTimeout(PROJECTION_WAIT_MS);
    }
    throw new ListingNotProjectedYet(listingId);
  }

  /** A price below the one before it, or a sale: a line for each watcher who wants notices. */
  async notice(listingId: string, eventId: string): Promise<void> {
    const events = await this.store.readStream(listingStreamId(listingId));
    const at = events.findIndex((event) => event.eventId === eventId);
    if (at < 0) return;
    const stream = listingStream(listingId);
    const before = events
      .slice(0, at)
      .reduce(
        (state, event) => stream.evolve(state, event as unknown as ListingStreamEvent),
        stream.initialState(),
      );
    const event = events[at] as unknown as ListingStreamEvent;
    const after = stream.evolve(before, event);
    const kind =
      event.type === 'listings.DomainMarkedSold'
        ? 'sold'
        : after.priceCents < before.priceCents
          ? 'price_drop'
          : undefined;
    if (!kind) return;
    await this.dataSource.query(
      `insert into watchlist_pending_alerts
         (buyer_id, listing_id, kind, search_id, name, price_cents, created_at)
       select w.buyer_id, w.listing_id, $2, null, w.name, $3, $4
         from watchlist_items w
         left join watchlist_settings st on st.buyer_id = w.buyer_id
        where w.listing_id = $1 and coalesce(st.watch_notices, true)
       on conflict (buyer_id, listing_id, kind)
         do update set price_cents = excluded.price_cents`,
      [listingId, kind, after.priceCents, this.clock.now()],
    );
  }

  /** Each buyer's waiting notices, one mail each (a listing at most once a day). */
  async sendNotices(): Promise<void> {
    const buyers = await this.dataSource.query<{ buyer_id: string }[]>(
      `select distinct buyer_id from watchlist_pending_alerts where kind in ('price_drop', 'sold')`,
    );
    for (const { buyer_id: buyerId } of buyers)
      await this.send.execute({ buyerId, mode: 'notices' });
  }

  /** The digest of each buyer with new listings from the days before: one a day. */
  async sendDigests(): Promise<void> {
    const now = this.clock.now();
    const today = new Date(Math.floor(now.getTime() / DAY) * DAY);
    const buyers = await this.dataSource.query<{ buyer_id: string }[]>(
      `select distinct buyer_id from watchlist_pending_alerts
        where kind = 'match' and created_at < $1`,
      [today],
    );
    const day = today.toISOString().slice(0, 10);
    for (const { buyer_id: buyerId } of buyers)
      await this.send.execute({ buyerId, mode: 'digest', commandId: `digest:${day}:${buyerId}` });
  }
}

/** A new listing is matched against saved searches; a change of a watched one is noticed. */
function kindOf(eventType: string): 'match' | 'notice' {
  return eventType === 'listings.DomainListed' ? 'match' : 'notice';
}
