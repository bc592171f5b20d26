import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { type ListingEvent } from '../../listings';

/** The listing events this read model uses; a type added to listings later is not delivered. */
const HANDLED_TYPES = [
  'listings.DomainListed',
  'listings.ListingUpdated',
  'listings.ListingDeleted',
  'listings.DomainRelisted',
  'listings.DomainMarkedSold',
  'listings.DomainRestored',
  'listings.ListingViewed',
  'listings.InquiryReceived',
] as const satisfies readonly ListingEvent['type'][];
type HandledEvent = Extract<ListingEvent, { type: (typeof HANDLED_TYPES)[number] }>;

/**
 * The sales deals follow, from the listing events: `deal_listings` keeps each listing's first
 * listing time, price, description flag and running view and inquiry counts, and `deal_sales`
 * each sale (keyed by the id of its `DomainMarkedSold` event) with the figures its listing had at
 * that moment, and when it was reversed. Inline, so a timeline can be opened for a sale at once.
 *
 * A listing row remembers the last stream position applied and skips an event at or below it, so
 * applying an event twice changes nothing.
 */
@Injectable()
export class SalesProjection implements Projection {
  readonly name = 'deals.sales';
  readonly eventTypes = HANDLED_TYPES;
  readonly tables = ['deal_listings', 'deal_sales'] as const;

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const event of events) {
      const listingId = (event.data as HandledEvent['data']).listingId;
      const [row] = await manager.query<Array<{ last_position: string }>>(
        `select last_position from deal_listings where listing_id = $1`,
        [listingId],
      );
      if (row && event.streamPosition <= BigInt(row.last_position)) continue;
      await this.applyOne(
        { type: event.type, data: event.data } as HandledEvent,
        event.eventId,
        String(event.streamPosition),
        manager,
      );
    }
  }

  private async applyOne(
    event: HandledEvent,
    eventId: string,
    position: string,
    manager: EntityManager,
  ): Promise<void> {
    const listingId = event.data.listingId;
    switch (event.type) {
      case 'listings.DomainListed': {
        const data = event.data;
        await manager.query(
          `insert into deal_listings (listing_id, seller_id, name, listed_at, price_cents, status,
             has_description, auto_relist, expires_at, last_position)
           values ($1, $2, $3, $4, $5, 'active', $6, $7, $8, $9)`,
          [
            listingId,
            data.sellerId,
            data.name,
            data.listedAt,
            data.priceCents,
            data.description.trim() !== '',
            data.autoRelist,
            data.expiresAt,
            position,
          ],
        );
        return;
      }
      case 'listings.ListingUpdated': {
        const data = event.data;
        await this.update(manager, listingId, position, {
          price_cents: data.priceCents,
          has_description:
            data.description === undefined ? undefined : data.description.trim() !== '',
          auto_relist: data.autoRelist,
        });
        return;
      }
      case 'listings.ListingDeleted':
        await this.update(manager, listingId, position, { status: 'deleted' });
        return;
      case 'listings.DomainRelisted':
        await this.update(manager, listingId, position, {
          status: 'active',
          expires_at: event.data.expiresAt,
        });
        return;
      case 'listings.DomainMarkedSold': {
        const data = event.data;
        await manager.query(
          `insert into deal_sales (sale_id, listing_id, seller_id, buyer_id, domain_name,
             sale_price_cents, listed_price_cents, sold_at, recorded_at, listed_at, views_at_sale,
             inquiries_at_sale)
           select $1, listing_id, seller_id, $2, name, $3, $4, $5, $6, listed_at, views, inquiries
             from deal_listings where listing_id = $7
           on conflict (sale_id) do nothing`,
          [
            eventId,
            data.buyerId ?? null,
            data.salePriceCents,
            data.listedPriceCents,
            data.soldAt,
            data.recordedAt,
            listingId,
          ],
        );
        await this.update(manager, listingId, position, { status: 'sold' });
        return;
      }
      case 'listings.DomainRestored':
        await manager.query(
          `update deal_sales set restored_at = $2 where listing_id = $1 and restored_at is null`,
          [listingId, event.data.restoredAt],
        );
        await this.update(manager, listingId, position, { status: 'active' });
        return;
      case 'listings.ListingViewed':
        await this.update(manager, listingId, position, { views: event.data.views });
        return;
      case 'listings.InquiryReceived':
        await this.update(manager, listingId, position, { inquiries: event.data.inquiries });
        return;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  }

  /** Sets the given columns (undefined ones keep their value) and the position applied. */
  private async update(
    manager: EntityManager,
    listingId: string,
    position: string,
    changes: Record<string, string | number | boolean | undefined>,
  ): Promise<void> {
    const columns = Object.entries(changes).filter(([, value]) => value !== undefined);
    const assignments = columns.map(([column], index) => `${column} = $${index + 3}`);
    await manager.query(
      `update deal_listings set ${[...assignments, 'last_position = $2'].join(', ')}
        where listing_id = $1`,
      [listingId, position, ...columns.map(([, value]) => value)],
    );
  }
}
