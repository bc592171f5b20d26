import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { WEBHOOK_EVENT_SOURCES } from '../model/integration-rules';
import { WebhookEventsFold } from './webhook-events.fold';

export const WEBHOOK_EVENTS = 'webhook-events';

/**
 * What sellers' webhook endpoints may receive (`webhook_events`): one row per event of a kind an
 * endpoint can subscribe to, of a seller who registered an endpoint before it (an endpoint
 * receives the events after its registration), with its seller, its listing, the payload as it
 * will be sent (ids, names and prices, never a buyer's personal data), and its place in the log
 * (`seq`, the global position), by which a listing's events are sent in order. `webhook_listings`
 * keeps each listing's name for the payloads, and `webhook_endpoint_starts` each endpoint's seller
 * and place in the log. Asynchronous: deliveries start from here (ADR 0031).
 */
@Injectable()
export class WebhookEventsProjection implements Projection {
  readonly name = WEBHOOK_EVENTS;
  readonly eventTypes = [
    ...Object.values(WEBHOOK_EVENT_SOURCES),
    'integrations.WebhookEndpointRegistered',
  ];
  readonly tables = ['webhook_endpoint_starts', 'webhook_listings', 'webhook_events'] as const;

  rowFold(): WebhookEventsFold {
    return new WebhookEventsFold();
  }

  /**
   * A batch's events folded as a rebuild folds them, from the names its listings already have,
   * then written in a statement a table, skipped when it has no rows: each event's row once, each
   * listing's latest name, and each endpoint's place in the log.
   */
  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    const listingIds = idsOf(events, 'listingId');
    const sellerIds = idsOf(events, 'sellerId');
    const known =
      listingIds.length > 0
        ? await manager.query<Array<{ listing_id: string; name: string }>>(
            `select listing_id, name from webhook_listings where listing_id = any($1::uuid[])`,
            [listingIds],
          )
        : [];
    const owners =
      sellerIds.length > 0
        ? await manager.query<Array<{ owner_id: string }>>(
            `select distinct owner_id from webhook_endpoint_starts where owner_id = any($1::uuid[])`,
            [sellerIds],
          )
        : [];
    const fold = new WebhookEventsFold(
      known,
      owners.map(({ owner_id }) => owner_id),
    );
    for (const event of events) fold.fold(event);
    for (const { table, rows } of fold.tables()) {
      const written = [...rows];
      if (written.length > 0) await manager.query(WRITE[table], [JSON.stringify(written)]);
    }
  }
}

/** The distinct values of one field of the events' data. */
function idsOf(events: RecordedEvent[], field: 'listingId' | 'sellerId'): string[] {
  return [
    ...new Set(
      events
        .map((event) => (event.data as Record<string, string | undefined>)[field])
        .filter((id): id is string => id !== undefined),
    ),
  ];
}

/** Each table's batch of rows (a JSON array of them) written in one statement. */
const WRITE: Record<string, string> = {
  webhook_endpoint_starts: `insert into webhook_endpoint_starts (endpoint_id, owner_id, seq)
    select endpoint_id, owner_id, seq
      from jsonb_to_recordset($1::jsonb) as r(endpoint_id uuid, owner_id uuid, seq bigint)
    on conflict do nothing`,
  webhook_listings: `insert into webhook_listings (listing_id, name)
    select listing_id, name from jsonb_to_recordset($1::jsonb) as r(listing_id uuid, name text)
    on conflict (listing_id) do update set name = excluded.name`,
  webhook_events: `insert into webhook_events (seq, event_id, owner_id, listing_id, type, payload, occurred_at)
    select seq, event_id, owner_id, listing_id, type, payload, occurred_at
      from jsonb_to_recordset($1::jsonb)
        as r(seq bigint, event_id uuid, owner_id uuid, listing_id uuid, type text,
             payload jsonb, occurred_at timestamptz)
    on conflict (event_id) do nothing`,
};
