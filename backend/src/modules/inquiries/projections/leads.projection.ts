import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { type ListingEvent } from '../../listings';
import { INQUIRY_EVENT_TYPES, type InquiryEvent } from '../model/inquiry.events';

const LISTING_TYPES = [
  'listings.DomainListed',
  'listings.ListingUpdated',
  'listings.DomainMarkedSold',
  'listings.DomainRestored',
] as const;
const LISTING_TYPE_SET = new Set<string>(LISTING_TYPES);

/**
 * The seller's lead manager: `inquiry_leads` (each inquiry as a lead), `lead_listings` (the name
 * and price a lead shows) and `seller_sales` (Completed Sales, from the sales themselves). Inline,
 * so that a seller sees a lead the moment it is sent. Every statement sets values from the event,
 * so applying one again changes nothing.
 */
@Injectable()
export class LeadsProjection implements Projection {
  readonly name = 'inquiries.leads';
  readonly eventTypes = [...INQUIRY_EVENT_TYPES, ...LISTING_TYPES];
  readonly tables = ['inquiry_leads', 'lead_listings', 'seller_sales'] as const;

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const recorded of events) {
      if (LISTING_TYPE_SET.has(recorded.type))
        await this.applyListingEvent(
          { type: recorded.type, data: recorded.data } as ListingEvent,
          recorded.eventId,
          manager,
        );
      else
        await this.applyInquiryEvent(
          { type: recorded.type, data: recorded.data } as InquiryEvent,
          manager,
        );
    }
  }

  private async applyInquiryEvent(event: InquiryEvent, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case 'inquiries.InquirySubmitted': {
        const data = event.data;
        await manager.query(
          `insert into inquiry_leads (id, listing_id, seller_id, buyer_id, inquiry_type, priority,
             status, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, 'new', $7, $7)
           on conflict (id) do nothing`,
          [
            data.inquiryId,
            data.listingId,
            data.sellerId,
            data.buyerId,
            data.inquiryType,
            data.priority,
            data.submittedAt,
          ],
        );
        return;
      }
      case 'inquiries.InquiryStatusChanged':
        await manager.query(
          `update inquiry_leads set status = $2, notes = coalesce($3, notes), updated_at = $4
            where id = $1`,
          [event.data.inquiryId, event.data.status, event.data.notes ?? null, event.data.changedAt],
        );
        return;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  }

  /** `eventId` is the event's own id: a sale's is its transaction id. */
  private async applyListingEvent(
    event: ListingEvent,
    eventId: string,
    manager: EntityManager,
  ): Promise<void> {
    switch (event.type) {
      case 'listings.DomainListed':
        await manager.query(
          `insert into lead_listings (listing_id, seller_id, name, price_cents)
           values ($1, $2, $3, $4) on conflict (listing_id) do nothing`,
          [event.data.listingId, event.data.sellerId, event.data.name, event.data.priceCents],
        );
        return;
      case 'listings.ListingUpdated':
        if (event.data.priceCents !== undefined)
          await manager.query(`update lead_listings set price_cents = $2 where listing_id = $1`, [
            event.data.listingId,
            event.data.priceCents,
          ]);
        return;
      case 'listings.DomainMarkedSold': {
        const data = event.data;
        await manager.query(
          `insert into seller_sales (listing_id, seller_id, buyer_id, inquiry_id, domain_name,
             sale_price_cents, listed_price_cents, sold_at, transaction_id)
           select $1, $2, $3, $4, name, $5, $6, $7, $8 from lead_listings where listing_id = $1
           on conflict (listing_id) do update
             set buyer_id = excluded.buyer_id, inquiry_id = excluded.inquiry_id,
                 sale_price_cents = excluded.sale_price_cents,
                 listed_price_cents = excluded.listed_price_cents, sold_at = excluded.sold_at,
                 transaction_id = excluded.transaction_id`,
          [
            data.listingId,
            data.sellerId,
            data.buyerId ?? null,
            data.inquiryId ?? null,
            data.salePriceCents,
            data.listedPriceCents,
            data.soldAt,
            eventId,
          ],
        );
        return;
      }
      case 'listings.DomainRestored':
        await manager.query(`delete from seller_sales where listing_id = $1`, [
          event.data.listingId,
        ]);
        return;
      default:
        return;
    }
  }
}
