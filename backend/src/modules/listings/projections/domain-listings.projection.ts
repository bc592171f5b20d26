import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { LISTING_EVENT_TYPES, type ListingEvent } from '../model/listing.events';

/**
 * `domain_listings`: each listing as its seller and the marketplace see it. Inline, so that a
 * listing shows at once and its name's uniqueness is checked in the append's own transaction.
 * A deleted listing's row is removed. Every statement sets values, so a replay is harmless.
 */
@Injectable()
export class DomainListingsProjection implements Projection {
  readonly name = 'listings.domain-listings';
  readonly eventTypes = LISTING_EVENT_TYPES;
  readonly tables = ['domain_listings'] as const;

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as ListingEvent;
      await this.applyOne(event, recorded.eventId, manager);
    }
  }

  /** `eventId` is the event's own id: a sale's is its transaction id. */
  private async applyOne(
    event: ListingEvent,
    eventId: string,
    manager: EntityManager,
  ): Promise<void> {
    switch (event.type) {
      case 'listings.DomainListed': {
        const data = event.data;
        await manager.query(
          `insert into domain_listings (id, seller_id, name, extension, price_cents, registrar,
             description, category, domain_type, tags, notes, auto_renewal, privacy_protection,
             is_priority, auto_relist, status, created_at, expires_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'active', $16,
             $17, $16)
           on conflict (id) do nothing`,
          [
            data.listingId,
            data.sellerId,
            data.name,
            data.extension,
            data.priceCents,
            data.registrar,
            data.description,
            data.category,
            data.domainType,
            data.tags,
            data.notes ?? '',
            data.autoRenewal ?? false,
            data.privacyProtection ?? false,
            data.isPriority,
            data.autoRelist,
            data.listedAt,
            data.expiresAt,
          ],
        );
        return;
      }
      case 'listings.ListingUpdated':
        await manager.query(
          `update domain_listings
              set price_cents = coalesce($2, price_cents), description = coalesce($3, description),
                  auto_relist = coalesce($4, auto_relist), updated_at = $5
            where id = $1`,
          [
            event.data.listingId,
            event.data.priceCents ?? null,
            event.data.description ?? null,
            event.data.autoRelist ?? null,
            event.data.updatedAt,
          ],
        );
        return;
      case 'listings.ListingDeleted':
        await manager.query(`delete from domain_listings where id = $1`, [event.data.listingId]);
        return;
      case 'listings.DomainRelisted':
        await manager.query(
          `update domain_listings
              set status = 'active', last_relisted_at = $2, expires_at = $3, updated_at = $2
            where id = $1`,
          [event.data.listingId, event.data.relistedAt, event.data.expiresAt],
        );
        return;
      case 'listings.ListingExpired':
        await manager.query(
          `update domain_listings set status = 'expired', updated_at = $2 where id = $1`,
          [event.data.listingId, event.data.expiredAt],
        );
        return;
      case 'listings.DomainMarkedSold':
        await manager.query(
          `update domain_listings
              set status = 'sold', sold_at = $2, sale_price_cents = $3, sale_recorded_at = $4,
                  transaction_id = $5, updated_at = $4
            where id = $1`,
          [
            event.data.listingId,
            event.data.soldAt,
            event.data.salePriceCents,
            event.data.recordedAt,
            eventId,
          ],
        );
        return;
      case 'listings.DomainRestored':
        await manager.query(
          `update domain_listings
              set status = 'active', sold_at = null, sale_price_cents = null,
                  sale_recorded_at = null, transaction_id = null, updated_at = $2
            where id = $1`,
          [event.data.listingId, event.data.restoredAt],
        );
        return;
      case 'listings.ListingViewed':
        await manager.query(`update domain_listings set views = $2 where id = $1`, [
          event.data.listingId,
          event.data.views,
        ]);
        return;
      case 'listings.InquiryReceived':
        await manager.query(`update domain_listings set inquiries = $2 where id = $1`, [
          event.data.listingId,
          event.data.inquiries,
        ]);
        return;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  }
}
