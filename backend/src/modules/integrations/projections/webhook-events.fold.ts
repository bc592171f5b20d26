import { type RecordedEvent } from '../../../platform/event-store/event';
import { Json, type RowFold } from '../../../platform/projections/row-fold';
import { type ListingStreamEvent } from '../../listings';
import { type OfferMade } from '../../offers';
import { type WebhookEndpointRegistered } from '../model/integration.events';
import { WEBHOOK_EVENT_SOURCES, type WebhookEventType } from '../model/integration-rules';

/** The webhook event type an event of the log is sent as. */
const TYPE_OF_SOURCE = new Map<string, WebhookEventType>(
  Object.entries(WEBHOOK_EVENT_SOURCES).map(([type, source]) => [source, type as WebhookEventType]),
);

const usd = (cents: number) => cents / 100;

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
 * `webhook_endpoint_starts`, `webhook_listings` and `webhook_events` folded in memory for a
 * rebuild (`RowFold`): the rows `WebhookEventsProjection.apply` leaves, event by event in feed
 * order (a listing's name as it was when each of its events came). An endpoint receives only the
 * events after its registration, so an event gets a row only when its seller registered an
 * endpoint before it: most sellers never do, and their events would be rows no one sends.
 */
export class WebhookEventsFold implements RowFold {
  private readonly starts = new Map<
    string,
    { endpoint_id: string; owner_id: string; seq: string }
  >();
  private readonly listings = new Map<string, { listing_id: string; name: string }>();
  /** Sellers who registered an endpoint. */
  private readonly owners: Set<string>;
  /** Every event folded, each written once... */
  private readonly folded = new Set<string>();
  /** ...and the rows of those not yet taken. */
  private events: object[] = [];

  /**
   * The live path's batch: the names of its listings listed before it, and which of its sellers
   * registered an endpoint before it.
   */
  constructor(
    known: ReadonlyArray<{ listing_id: string; name: string }> = [],
    owners: Iterable<string> = [],
  ) {
    for (const listing of known) this.listings.set(listing.listing_id, { ...listing });
    this.owners = new Set(owners);
  }

  fold(recorded: RecordedEvent): void {
    if (recorded.type === 'integrations.WebhookEndpointRegistered') {
      const { endpointId, ownerId } = (
        recorded as RecordedEvent<string, WebhookEndpointRegistered['data']>
      ).data;
      this.owners.add(ownerId);
      if (!this.starts.has(endpointId))
        this.starts.set(endpointId, {
          endpoint_id: endpointId,
          owner_id: ownerId,
          seq: recorded.globalPosition.toString(),
        });
      return;
    }
    if (recorded.type === 'listings.DomainListed') {
      const { listingId, name } = recorded.data as { listingId: string; name: string };
      this.listings.set(listingId, { listing_id: listingId, name });
    }
    const type = TYPE_OF_SOURCE.get(recorded.type);
    if (!type || this.folded.has(recorded.eventId)) return;
    const { listingId, sellerId } = recorded.data as { listingId: string; sellerId: string };
    if (!this.owners.has(sellerId)) return;
    this.folded.add(recorded.eventId);
    const payload = webhookPayload(recorded, type, this.listings.get(listingId)?.name ?? null);
    this.events.push({
      seq: recorded.globalPosition.toString(),
      event_id: recorded.eventId,
      owner_id: sellerId,
      listing_id: listingId,
      type,
      payload: new Json(payload),
      occurred_at: recorded.createdAt.toISOString(),
    });
  }

  tables() {
    return [
      { table: 'webhook_endpoint_starts', rows: this.starts.values() },
      { table: 'webhook_listings', rows: this.listings.values() },
      ...this.takeFinalRows(),
    ];
  }

  /** An event's row never changes once folded. */
  takeFinalRows() {
    const rows = this.events;
    this.events = [];
    return [{ table: 'webhook_events', rows }];
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
