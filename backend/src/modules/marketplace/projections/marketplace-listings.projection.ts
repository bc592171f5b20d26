import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { PLAN_CHANGED, type PlanChangedData } from '../../identity';
import { LISTING_EVENT_TYPES, type ListingEvent } from '../../listings';

/**
 * The marketplace (`marketplace_listings`, `marketplace_sellers`), applied by a processor in the
 * worker a moment after each append, so buyers' searches never slow a seller's write. Every
 * statement sets values taken from the event (counts included), so applying an event again
 * changes nothing.
 */
@Injectable()
export class MarketplaceListingsProjection implements Projection {
  readonly name = 'marketplace.listings';
  readonly eventTypes = [...LISTING_EVENT_TYPES, PLAN_CHANGED];
  readonly tables = ['marketplace_listings', 'marketplace_sellers'] as const;

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const recorded of events) {
      if (recorded.type === PLAN_CHANGED) {
        await this.changePlan(recorded.data as PlanChangedData, manager);
        continue;
      }
      await this.applyListingEvent(
        { type: recorded.type, data: recorded.data } as ListingEvent,
        manager,
      );
    }
  }

  private async changePlan(data: PlanChangedData, manager: EntityManager): Promise<void> {
    await manager.query(
      `insert into marketplace_sellers (seller_id, tier, pro_until) values ($1, $2, $3)
       on conflict (seller_id) do update set tier = excluded.tier, pro_until = excluded.pro_until`,
      [data.userId, data.tier, data.periodEnd],
    );
  }

  private async applyListingEvent(event: ListingEvent, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case 'listings.DomainListed': {
        const data = event.data;
        await manager.query(
          `insert into marketplace_listings (id, seller_id, name, extension, price_cents, registrar,
             description, category, domain_type, tags, is_priority, auto_relist, status, created_at,
             period_start, expires_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'active', $13, $13, $14)
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
          `update marketplace_listings
              set price_cents = coalesce($2, price_cents), description = coalesce($3, description),
                  auto_relist = coalesce($4, auto_relist)
            where id = $1`,
          [
            event.data.listingId,
            event.data.priceCents ?? null,
            event.data.description ?? null,
            event.data.autoRelist ?? null,
          ],
        );
        return;
      case 'listings.ListingDeleted':
        await this.setStatus(event.data.listingId, 'deleted', manager);
        return;
      case 'listings.DomainMarkedSold':
        await this.setStatus(event.data.listingId, 'sold', manager);
        return;
      case 'listings.DomainRestored':
        await this.setStatus(event.data.listingId, 'active', manager);
        return;
      case 'listings.ListingExpired':
        await this.setStatus(event.data.listingId, 'expired', manager);
        return;
      case 'listings.DomainRelisted':
        await manager.query(
          `update marketplace_listings
              set status = 'active', last_relisted_at = $2, period_start = $2, expires_at = $3
            where id = $1`,
          [event.data.listingId, event.data.relistedAt, event.data.expiresAt],
        );
        return;
      case 'listings.ListingViewed':
        await manager.query(`update marketplace_listings set views = $2 where id = $1`, [
          event.data.listingId,
          event.data.views,
        ]);
        return;
      case 'listings.InquiryReceived':
        await manager.query(`update marketplace_listings set inquiries = $2 where id = $1`, [
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

  private async setStatus(
    listingId: string,
    status: 'active' | 'expired' | 'sold' | 'deleted',
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(`update marketplace_listings set status = $2 where id = $1`, [
      listingId,
      status,
    ]);
  }
}
