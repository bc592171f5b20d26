import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { type WebhookEndpointRegistered } from '../model/integration.events';
import { WEBHOOK_EVENT_SOURCES } from '../model/integration-rules';
import { TYPE_OF_SOURCE, WebhookEventsFold, webhookPayload } from './webhook-events.fold';

/**
 * What sellers' webhook endpoints may receive (`webhook_events`): one row per event of a kind an
 * endpoint can subscribe to, with its seller, its listing, the payload as it will be sent (ids,
 * names and prices, never a buyer's personal data), and its place in the log (`seq`, the global
 * position), by which a listing's events are sent in order. `webhook_listings` keeps each
 * listing's name for the payloads, and `webhook_endpoint_starts` each endpoint's place in the log:
 * it receives the events after it. Asynchronous: deliveries start from here (ADR 0031).
 */
@Injectable()
export class WebhookEventsProjection implements Projection {
  readonly name = 'webhook-events';
  readonly eventTypes = [
    ...Object.values(WEBHOOK_EVENT_SOURCES),
    'integrations.WebhookEndpointRegistered',
  ];
  readonly tables = ['webhook_endpoint_starts', 'webhook_listings', 'webhook_events'] as const;

  rowFold(): WebhookEventsFold {
    return new WebhookEventsFold();
  }

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const recorded of events) {
      if (recorded.type === 'integrations.WebhookEndpointRegistered') {
        const { endpointId } = (
          recorded as RecordedEvent<string, WebhookEndpointRegistered['data']>
        ).data;
        await manager.query(
          `insert into webhook_endpoint_starts (endpoint_id, seq) values ($1, $2)
           on conflict do nothing`,
          [endpointId, recorded.globalPosition.toString()],
        );
        continue;
      }
      if (recorded.type === 'listings.DomainListed') {
        const { listingId, name } = recorded.data as { listingId: string; name: string };
        await manager.query(
          `insert into webhook_listings (listing_id, name) values ($1, $2)
           on conflict (listing_id) do update set name = excluded.name`,
          [listingId, name],
        );
      }
      const type = TYPE_OF_SOURCE.get(recorded.type);
      if (!type) continue;
      const { listingId, sellerId } = recorded.data as { listingId: string; sellerId: string };
      const [listing] = await manager.query<{ name: string }[]>(
        `select name from webhook_listings where listing_id = $1`,
        [listingId],
      );
      const payload = webhookPayload(recorded, type, listing?.name ?? null);
      await manager.query(
        `insert into webhook_events (seq, event_id, owner_id, listing_id, type, payload, occurred_at)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict (event_id) do nothing`,
        [
          recorded.globalPosition.toString(),
          recorded.eventId,
          sellerId,
          listingId,
          type,
          JSON.stringify(payload),
          recorded.createdAt,
        ],
      );
    }
  }
}
