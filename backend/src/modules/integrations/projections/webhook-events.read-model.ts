import { type RecordedEvent } from '../../../platform/event-store/event';
import { defineReadModel, defineTable } from '../../../platform/projections/read-model';
import { Json } from '../../../platform/projections/row-fold';
import { type ListingStreamEvent } from '../../listings';
import { type OfferMade } from '../../offers';
import { type WebhookEndpointRegistered } from '../model/integration.events';
import { WEBHOOK_EVENT_SOURCES, type WebhookEventType } from '../model/integration-rules';

export const WEBHOOK_EVENTS = 'webhook-events';

const REGISTERED = 'integrations.WebhookEndpointRegistered';

/** The webhook event type an event of the log is sent as. */
const TYPE_OF_SOURCE = new Map<string, WebhookEventType>(
  Object.entries(WEBHOOK_EVENT_SOURCES).map(([type, source]) => [source, type as WebhookEventType]),
);

const usd = (cents: number) => cents / 100;

type StartRow = { endpoint_id: string; owner_id: string; seq: string };
type ListingRow = { listing_id: string; name: string };
type EventRow = {
  seq: string;
  event_id: string;
  owner_id: string;
  listing_id: string;
  type: string;
  payload: Json;
  occurred_at: string;
};

/** The listing and seller of an event an endpoint can subscribe to. */
const sourceOf = (event: Pick<RecordedEvent, 'data'>) =>
  event.data as { listingId: string; sellerId: string };

/** What a webhook sends of an event: `{ id, type, created, data }`. */
function webhookPayload(recorded: RecordedEvent, type: WebhookEventType, name: string | null) {
  return {
    id: recorded.eventId,
    type,
    created: recorded.createdAt.toISOString(),
    data: payloadData(recorded, name),
  };
}

/**
 * What sellers' webhook endpoints may receive (`webhook_events`): one row per event of a kind an
 * endpoint can subscribe to, of a seller who registered an endpoint before it (an endpoint
 * receives the events after its registration; most sellers never register one, and their events
 * would be rows no one sends), with its seller, its listing, the payload as it will be sent (ids,
 * names and prices, never a buyer's personal data), and its place in the log (`seq`, the global
 * position), by which a listing's events are sent in order. `webhook_endpoint_starts` keeps each
 * endpoint's seller and place in the log (found by its seller), and `webhook_listings` each
 * listing's name for the payloads. Asynchronous: deliveries start from here (ADR 0031).
 */
export const webhookEventsReadModel = defineReadModel({
  name: WEBHOOK_EVENTS,
  eventTypes: [...Object.values(WEBHOOK_EVENT_SOURCES), REGISTERED],
  tables: [
    defineTable<StartRow>({
      table: 'webhook_endpoint_starts',
      columns: ['endpoint_id', 'owner_id', 'seq'],
      key: ['endpoint_id'],
      lookups: [['owner_id']],
      appendOnly: true,
      keysOf(event) {
        if (event.type === REGISTERED)
          return [{ endpoint_id: (event.data as WebhookEndpointRegistered['data']).endpointId }];
        // Read for the event's row: does its seller have an endpoint?
        return TYPE_OF_SOURCE.has(event.type) ? [{ owner_id: sourceOf(event).sellerId }] : [];
      },
      evolve(start, event) {
        if (start || event.type !== REGISTERED) return start;
        const { endpointId, ownerId } = event.data as WebhookEndpointRegistered['data'];
        return { endpoint_id: endpointId, owner_id: ownerId, seq: event.globalPosition.toString() };
      },
    }),
    defineTable<ListingRow>({
      table: 'webhook_listings',
      columns: ['listing_id', 'name'],
      key: ['listing_id'],
      keysOf: (event) =>
        TYPE_OF_SOURCE.has(event.type) ? [{ listing_id: sourceOf(event).listingId }] : [],
      evolve(listing, event) {
        if (event.type !== 'listings.DomainListed') return listing;
        const { listingId, name } = event.data as { listingId: string; name: string };
        return { listing_id: listingId, name };
      },
    }),
    defineTable<EventRow>({
      table: 'webhook_events',
      columns: ['seq', 'event_id', 'owner_id', 'listing_id', 'type', 'payload', 'occurred_at'],
      key: ['event_id'],
      appendOnly: true,
      jsonColumns: ['payload'],
      keysOf: (event) => (TYPE_OF_SOURCE.has(event.type) ? [{ event_id: event.eventId }] : []),
      evolve(_row, event, read) {
        const type = TYPE_OF_SOURCE.get(event.type);
        const { listingId, sellerId } = sourceOf(event);
        if (!type || !read('webhook_endpoint_starts', { owner_id: sellerId })) return undefined;
        const listing = read('webhook_listings', { listing_id: listingId });
        return {
          seq: event.globalPosition.toString(),
          event_id: event.eventId,
          owner_id: sellerId,
          listing_id: listingId,
          type,
          payload: new Json(webhookPayload(event, type, listing ? String(listing.name) : null)),
          occurred_at: event.createdAt.toISOString(),
        };
      },
    }),
  ],
});

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
