import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { EventCommitted } from '../../../../platform/event-store/event-bus-publisher';
import { SellerOverviewCache } from './seller-overview.cache';

/** The events that change a seller's overview; each names the seller. */
const CHANGES = new Set([
  'inquiries.InquirySubmitted',
  'inquiries.InquiryStatusChanged',
  'listings.DomainMarkedSold',
  'listings.DomainRestored',
]);

/** A new lead, a lead moved or a sale drops the seller's cached overview, so it reads current. */
@EventsHandler(EventCommitted)
export class ForgetSellerOverviewHandler implements IEventHandler<EventCommitted> {
  constructor(private readonly cache: SellerOverviewCache) {}

  handle(committed: EventCommitted): Promise<void> {
    if (!CHANGES.has(committed.type)) return Promise.resolve();
    return this.cache.forget((committed.event.data as { sellerId: string }).sellerId);
  }
}
