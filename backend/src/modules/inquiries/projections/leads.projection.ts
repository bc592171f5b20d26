import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { applyInWaves } from '../../../platform/projections/waves';
import { type ListingEvent } from '../../listings';
import { INQUIRY_EVENT_TYPES, type InquiryEvent } from '../model/inquiry.events';
import { LeadsFold } from './leads.fold';

const LISTING_TYPES = [
  'listings.DomainListed',
  'listings.ListingUpdated',
  'listings.DomainMarkedSold',
  'listings.DomainRestored',
] as const;
const LISTING_TYPE_SET = new Set<string>(LISTING_TYPES);
type LeadEventType = InquiryEvent['type'] | (typeof LISTING_TYPES)[number];

/**
 * The seller's lead manager: `inquiry_leads` (each inquiry as a lead), `lead_listings` (the name
 * and price a lead shows) and `seller_sales` (Completed Sales, from the sales themselves). Inline,
 * so that a seller sees a lead the moment it is sent. Every statement sets values from the event,
 * so applying one again changes nothing. A batch is applied in waves (each inquiry and listing
 * once per wave), one set-based statement per event type and wave.
 */
@Injectable()
export class LeadsProjection implements Projection {
  readonly name = 'inquiries.leads';
  readonly eventTypes = [...INQUIRY_EVENT_TYPES, ...LISTING_TYPES];
  readonly tables = ['inquiry_leads', 'lead_listings', 'seller_sales'] as const;

  rowFold(): LeadsFold {
    return new LeadsFold();
  }

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    await applyInWaves(
      events,
      (event) =>
        LISTING_TYPE_SET.has(event.type)
          ? `listing:${(event.data as ListingEvent['data']).listingId}`
          : `inquiry:${(event.data as InquiryEvent['data']).inquiryId}`,
      (type, group) => this.applyAll(type as LeadEventType, group, manager),
    );
  }

  /** Events of one type, each of a different inquiry (or listing). */
  private async applyAll(
    type: LeadEventType,
    events: RecordedEvent[],
    manager: EntityManager,
  ): Promise<void> {
    const data = <T extends LeadEventType>() =>
      events.map(
        (event) => event.data as Extract<InquiryEvent | ListingEvent, { type: T }>['data'],
      );
    switch (type) {
      case 'inquiries.InquirySubmitted': {
        const submitted = data<'inquiries.InquirySubmitted'>();
        await manager.query(
          `insert into inquiry_leads (id, listing_id, seller_id, buyer_id, inquiry_type, priority,
             status, created_at, updated_at)
           select id, listing_id, seller_id, buyer_id, inquiry_type, priority, 'new', at, at
             from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::text[],
                         $7::timestamptz[])
                  as e(id, listing_id, seller_id, buyer_id, inquiry_type, priority, at)
           on conflict (id) do nothing`,
          [
            submitted.map((d) => d.inquiryId),
            submitted.map((d) => d.listingId),
            submitted.map((d) => d.sellerId),
            submitted.map((d) => d.buyerId),
            submitted.map((d) => d.inquiryType),
            submitted.map((d) => d.priority),
            submitted.map((d) => d.submittedAt),
          ],
        );
        return;
      }
      case 'inquiries.InquiryStatusChanged': {
        const changed = data<'inquiries.InquiryStatusChanged'>();
        await manager.query(
          `update inquiry_leads i
              set status = e.status, notes = coalesce(e.notes, i.notes), updated_at = e.at
             from unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[])
                  as e(id, status, notes, at)
            where i.id = e.id`,
          [
            changed.map((d) => d.inquiryId),
            changed.map((d) => d.status),
            changed.map((d) => d.notes ?? null),
            changed.map((d) => d.changedAt),
          ],
        );
        return;
      }
      case 'listings.DomainListed': {
        const listed = data<'listings.DomainListed'>();
        await manager.query(
          `insert into lead_listings (listing_id, seller_id, name, price_cents)
           select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::int[])
           on conflict (listing_id) do nothing`,
          [
            listed.map((d) => d.listingId),
            listed.map((d) => d.sellerId),
            listed.map((d) => d.name),
            listed.map((d) => d.priceCents),
          ],
        );
        return;
      }
      case 'listings.ListingUpdated': {
        const priced = data<'listings.ListingUpdated'>().filter((d) => d.priceCents !== undefined);
        if (priced.length > 0)
          await manager.query(
            `update lead_listings l set price_cents = e.price_cents
               from unnest($1::uuid[], $2::int[]) as e(id, price_cents)
              where l.listing_id = e.id`,
            [priced.map((d) => d.listingId), priced.map((d) => d.priceCents)],
          );
        return;
      }
      case 'listings.DomainMarkedSold': {
        const sold = data<'listings.DomainMarkedSold'>();
        // A sale's transaction id is its event's own id.
        await manager.query(
          `insert into seller_sales (listing_id, seller_id, buyer_id, inquiry_id, domain_name,
             sale_price_cents, listed_price_cents, sold_at, transaction_id)
           select e.id, e.seller_id, e.buyer_id, e.inquiry_id, l.name, e.sale_price,
                  e.listed_price, e.sold_at, e.event_id
             from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::int[], $6::int[],
                         $7::timestamptz[], $8::uuid[])
                  as e(id, seller_id, buyer_id, inquiry_id, sale_price, listed_price, sold_at,
                       event_id)
             join lead_listings l on l.listing_id = e.id
           on conflict (listing_id) do update
             set buyer_id = excluded.buyer_id, inquiry_id = excluded.inquiry_id,
                 sale_price_cents = excluded.sale_price_cents,
                 listed_price_cents = excluded.listed_price_cents, sold_at = excluded.sold_at,
                 transaction_id = excluded.transaction_id`,
          [
            sold.map((d) => d.listingId),
            sold.map((d) => d.sellerId),
            sold.map((d) => d.buyerId ?? null),
            sold.map((d) => d.inquiryId ?? null),
            sold.map((d) => d.salePriceCents),
            sold.map((d) => d.listedPriceCents),
            sold.map((d) => d.soldAt),
            events.map((event) => event.eventId),
          ],
        );
        return;
      }
      case 'listings.DomainRestored':
        await manager.query(`delete from seller_sales where listing_id = any($1::uuid[])`, [
          data<'listings.DomainRestored'>().map((d) => d.listingId),
        ]);
        return;
      default: {
        const unknown: never = type;
        return unknown;
      }
    }
  }
}
