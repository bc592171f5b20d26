import { randomUUID } from 'node:crypto';
import {
  LISTING_PERIOD_DAYS,
  type ListingEvent,
  listingStreamId,
} from '../../../src/modules/listings';
import { type AppendRequest } from '../../../src/platform/event-store/event';
import { eventIdFor } from '../../../src/platform/event-store/event-id';
import { type EventStore } from '../../../src/platform/event-store/event-store';

export const DAY = 24 * 60 * 60 * 1000;

export const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * DAY);

const cents = (usd: number) => Math.round(usd * 100);

interface Listing {
  sellerId: string;
  priceCents: number;
  version: number;
}

/**
 * Listing events appended through the event store, as the listings module's commands will append
 * them (they do not exist on this branch yet): one command, one event, an id derived from the
 * command id, the stream's version checked. Every request is kept so a test can send it again.
 */
export class ListingHistory {
  readonly appended: AppendRequest[] = [];
  private readonly listings = new Map<string, Listing>();

  constructor(private readonly store: EventStore) {}

  async list(
    sellerId: string,
    listing: { name: string; priceUsd: number; listedAt: Date; autoRelist?: boolean },
  ): Promise<string> {
    const listingId = randomUUID();
    this.listings.set(listingId, { sellerId, priceCents: cents(listing.priceUsd), version: 0 });
    await this.append(listingId, {
      type: 'listings.DomainListed',
      data: {
        listingId,
        sellerId,
        name: listing.name,
        extension: listing.name.slice(listing.name.lastIndexOf('.') + 1),
        priceCents: cents(listing.priceUsd),
        registrar: 'Namecheap',
        description: '',
        category: 'Other',
        domainType: 'generic',
        tags: [],
        isPriority: false,
        autoRelist: listing.autoRelist ?? true,
        listedAt: listing.listedAt.toISOString(),
        expiresAt: new Date(listing.listedAt.getTime() + LISTING_PERIOD_DAYS * DAY).toISOString(),
      },
    });
    return listingId;
  }

  async updatePrice(listingId: string, priceUsd: number, at: Date): Promise<void> {
    this.get(listingId).priceCents = cents(priceUsd);
    await this.append(listingId, {
      type: 'listings.ListingUpdated',
      data: {
        listingId,
        sellerId: this.get(listingId).sellerId,
        priceCents: cents(priceUsd),
        updatedAt: at.toISOString(),
      },
    });
  }

  async setAutoRelist(listingId: string, autoRelist: boolean, at: Date): Promise<void> {
    await this.append(listingId, {
      type: 'listings.ListingUpdated',
      data: {
        listingId,
        sellerId: this.get(listingId).sellerId,
        autoRelist,
        updatedAt: at.toISOString(),
      },
    });
  }

  async relist(listingId: string, at: Date): Promise<void> {
    await this.append(listingId, {
      type: 'listings.DomainRelisted',
      data: {
        listingId,
        sellerId: this.get(listingId).sellerId,
        relistedAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + LISTING_PERIOD_DAYS * DAY).toISOString(),
        automatic: false,
      },
    });
  }

  async sell(listingId: string, salePriceUsd: number, soldAt: Date): Promise<void> {
    const listing = this.get(listingId);
    await this.append(listingId, {
      type: 'listings.DomainMarkedSold',
      data: {
        listingId,
        sellerId: listing.sellerId,
        salePriceCents: cents(salePriceUsd),
        listedPriceCents: listing.priceCents,
        soldAt: soldAt.toISOString(),
        recordedAt: soldAt.toISOString(),
      },
    });
  }

  async restore(listingId: string, at: Date): Promise<void> {
    await this.append(listingId, {
      type: 'listings.DomainRestored',
      data: { listingId, sellerId: this.get(listingId).sellerId, restoredAt: at.toISOString() },
    });
  }

  async delete(listingId: string, at: Date): Promise<void> {
    await this.append(listingId, {
      type: 'listings.ListingDeleted',
      data: { listingId, sellerId: this.get(listingId).sellerId, deletedAt: at.toISOString() },
    });
  }

  private get(listingId: string): Listing {
    const listing = this.listings.get(listingId);
    if (!listing) throw new Error(`No listing ${listingId} in this history`);
    return listing;
  }

  private async append(listingId: string, event: ListingEvent): Promise<void> {
    const listing = this.get(listingId);
    const commandId = randomUUID();
    const request: AppendRequest = {
      streamId: listingStreamId(listingId),
      expectedVersion: listing.version === 0 ? 'no_stream' : listing.version,
      events: [
        {
          ...event,
          id: eventIdFor(commandId, 0),
          metadata: { actorId: listing.sellerId, commandId },
        },
      ],
    };
    await this.store.append(request.streamId, request.expectedVersion, request.events);
    listing.version += 1;
    this.appended.push(request);
  }
}
