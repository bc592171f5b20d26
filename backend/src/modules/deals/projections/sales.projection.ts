import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { applyInWaves } from '../../../platform/projections/waves';
import { type ListingEvent } from '../../listings';
import { SalesFold } from './sales.fold';

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
 * applying an event twice changes nothing. A batch is applied in waves (each listing once per
 * wave), one set-based statement per event type and wave.
 */
@Injectable()
export class SalesProjection implements Projection {
  readonly name = 'deals.sales';
  readonly eventTypes = HANDLED_TYPES;
  readonly tables = ['deal_listings', 'deal_sales'] as const;

  rowFold(): SalesFold {
    return new SalesFold();
  }

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    await applyInWaves(
      events,
      (event) => (event.data as HandledEvent['data']).listingId,
      (type, group) => this.applyAll(type as HandledEvent['type'], group, manager),
    );
  }

  /** Events of one type, each of a different listing, applied where its row is behind. */
  private async applyAll(
    type: HandledEvent['type'],
    events: RecordedEvent[],
    manager: EntityManager,
  ): Promise<void> {
    const data = <T extends HandledEvent['type']>() =>
      events.map((event) => event.data as Extract<HandledEvent, { type: T }>['data']);
    const ids = events.map((event) => (event.data as HandledEvent['data']).listingId);
    const positions = events.map((event) => String(event.streamPosition));
    /** Sets `assignments` (over `l` and `e`) where the row is behind; `$1` ids, `$2` positions. */
    const update = (assignments: string, columns = '', types = '', values: unknown[][] = []) =>
      manager.query(
        `update deal_listings l set ${assignments}, last_position = e.position
           from unnest($1::uuid[], $2::bigint[]${types}) as e(id, position${columns})
          where l.listing_id = e.id and l.last_position < e.position`,
        [ids, positions, ...values],
      );
    switch (type) {
      case 'listings.DomainListed': {
        const listed = data<'listings.DomainListed'>();
        await manager.query(
          `insert into deal_listings (listing_id, seller_id, name, listed_at, price_cents, status,
             has_description, auto_relist, expires_at, last_position)
           select id, seller_id, name, listed_at, price_cents, 'active', has_description,
                  auto_relist, expires_at, position
             from unnest($1::uuid[], $2::bigint[], $3::uuid[], $4::text[], $5::timestamptz[],
                         $6::int[], $7::bool[], $8::bool[], $9::timestamptz[])
                  as e(id, position, seller_id, name, listed_at, price_cents, has_description,
                       auto_relist, expires_at)
           on conflict (listing_id) do nothing`,
          [
            ids,
            positions,
            listed.map((d) => d.sellerId),
            listed.map((d) => d.name),
            listed.map((d) => d.listedAt),
            listed.map((d) => d.priceCents),
            listed.map((d) => d.description.trim() !== ''),
            listed.map((d) => d.autoRelist),
            listed.map((d) => d.expiresAt),
          ],
        );
        return;
      }
      case 'listings.ListingUpdated': {
        const updated = data<'listings.ListingUpdated'>();
        await update(
          `price_cents = coalesce(e.price_cents, l.price_cents),
           has_description = coalesce(e.has_description, l.has_description),
           auto_relist = coalesce(e.auto_relist, l.auto_relist)`,
          ', price_cents, has_description, auto_relist',
          ', $3::int[], $4::bool[], $5::bool[]',
          [
            updated.map((d) => d.priceCents ?? null),
            updated.map((d) => (d.description === undefined ? null : d.description.trim() !== '')),
            updated.map((d) => d.autoRelist ?? null),
          ],
        );
        return;
      }
      case 'listings.ListingDeleted':
        await update(`status = 'deleted'`);
        return;
      case 'listings.DomainRelisted':
        await update(
          `status = 'active', expires_at = e.expires_at`,
          ', expires_at',
          ', $3::timestamptz[]',
          [data<'listings.DomainRelisted'>().map((d) => d.expiresAt)],
        );
        return;
      case 'listings.DomainMarkedSold': {
        const sold = data<'listings.DomainMarkedSold'>();
        // A sale is keyed by its event's id, and keeps the listing's figures of that moment.
        await manager.query(
          `insert into deal_sales (sale_id, listing_id, seller_id, buyer_id, domain_name,
             sale_price_cents, listed_price_cents, sold_at, recorded_at, listed_at, views_at_sale,
             inquiries_at_sale)
           select e.sale_id, l.listing_id, l.seller_id, e.buyer_id, l.name, e.sale_price,
                  e.listed_price, e.sold_at, e.recorded_at, l.listed_at, l.views, l.inquiries
             from unnest($1::uuid[], $2::bigint[], $3::uuid[], $4::uuid[], $5::int[], $6::int[],
                         $7::timestamptz[], $8::timestamptz[])
                  as e(id, position, sale_id, buyer_id, sale_price, listed_price, sold_at,
                       recorded_at)
             join deal_listings l on l.listing_id = e.id and l.last_position < e.position
           on conflict (sale_id) do nothing`,
          [
            ids,
            positions,
            events.map((event) => event.eventId),
            sold.map((d) => d.buyerId ?? null),
            sold.map((d) => d.salePriceCents),
            sold.map((d) => d.listedPriceCents),
            sold.map((d) => d.soldAt),
            sold.map((d) => d.recordedAt),
          ],
        );
        await update(`status = 'sold'`);
        return;
      }
      case 'listings.DomainRestored':
        await manager.query(
          `update deal_sales s set restored_at = e.restored_at
             from unnest($1::uuid[], $2::bigint[], $3::timestamptz[]) as e(id, position, restored_at)
             join deal_listings l on l.listing_id = e.id and l.last_position < e.position
            where s.listing_id = e.id and s.restored_at is null`,
          [ids, positions, data<'listings.DomainRestored'>().map((d) => d.restoredAt)],
        );
        await update(`status = 'active'`);
        return;
      case 'listings.ListingViewed':
        await update(`views = e.count`, ', count', ', $3::int[]', [
          data<'listings.ListingViewed'>().map((d) => d.views),
        ]);
        return;
      case 'listings.InquiryReceived':
        await update(`inquiries = e.count`, ', count', ', $3::int[]', [
          data<'listings.InquiryReceived'>().map((d) => d.inquiries),
        ]);
        return;
      default: {
        const unknown: never = type;
        return unknown;
      }
    }
  }
}
