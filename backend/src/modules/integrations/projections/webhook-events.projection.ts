import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { type ListingStreamEvent } from '../../listings';
import { type OfferMade } from '../../offers';
import { type WebhookEndpointRegistered } from '../model/integration.events';
import { WEBHOOK_EVENT_SOURCES, type WebhookEventType } from '../model/integration-rules';

const TYPE_OF_SOURCE = new Map<string, WebhookEventType>(
  Object.entries(WEBHOOK_EVENT_SOURCES).map(([type, source]) => [source, type as WebhookEventType]),
);

const usd = (cents: number) => cents / 100;

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
      const data = payloadData(recorded, listing?.name ?? null);
      const payload = {
        id: recorded.eventId,
        type,
        created: recorded.createdAt.toISOString(),
        data,
      };
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

function payloadData(recorded: RecordedEvent, name: string | null): Record<string, unknown> {
  const event = { type: recorded.type, data: recorded.data } as ListingStreamEvent | OfferMade;
  const listing = { listing_id: event.data.listingId, name };
  switch (event.type) {
    case 'listings.DomainListed':
      return {
        ...listing,
        price: usd(event.data.priceCents),
        category: event.data.category,
        listed_at: event.data.listedAt,
        expires_at: event.data.expiresAt,
      };
    case 'listings.ListingUpdated':
      return {
        ...listing,
        ...(event.data.priceCents === undefined ? {} : { price: usd(event.data.priceCents) }),
        ...(event.data.description === undefined ? {} : { description: event.data.description }),
        updated_at: event.data.updatedAt,
      };
    case 'listings.DomainMarkedSold':
      return {
        ...listing,
        sale_price: usd(event.data.salePriceCents),
        listed_price: usd(event.data.listedPriceCents),
        sold_at: event.data.soldAt,
      };
    case 'listings.DomainRestored':
      return { ...listing, restored_at: event.data.restoredAt };
    case 'listings.ListingDeleted':
      return { ...listing, deleted_at: event.data.deletedAt };
    case 'listings.ListingSuspended':
      return { ...listing, reason: event.data.reason, suspended_at: event.data.suspendedAt };
    case 'listings.ListingReinstated':
      return { ...listing, reinstated_at: event.data.reinstatedAt };
    case 'listings.InquiryReceived':
      return { ...listing, inquiry_id: event.data.inquiryId, received_at: event.data.receivedAt };
    case 'offers.OfferMade':
      return {
        listing_id: event.data.listingId,
        name: event.data.domainName,
        offer_id: event.data.offerId,
        amount: usd(event.data.amountCents),
        listed_price: usd(event.data.listedPriceCents),
        made_at: event.data.madeAt,
        expires_at: event.data.expiresAt,
      };
    default:
      return listing;
  }
}
