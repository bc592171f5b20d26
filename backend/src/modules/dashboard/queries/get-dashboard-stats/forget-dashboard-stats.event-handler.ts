import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { EventCommitted } from '../../../../platform/event-store/event-bus-publisher';
import { LISTING_EVENT_TYPES, type ListingEvent } from '../../../listings';
import { DashboardStatsCache } from './dashboard-stats.cache';

const LISTING_TYPES = new Set<string>(LISTING_EVENT_TYPES);

/**
 * A change to a seller's listing drops the seller's cached stats, so the next read is current. The
 * bus calls this after the commit and before the append returns, and the DEL is queued on the
 * process's one Redis connection at once: a stats read made after the change is served after it.
 */
@EventsHandler(EventCommitted)
export class ForgetDashboardStatsHandler implements IEventHandler<EventCommitted> {
  constructor(private readonly cache: DashboardStatsCache) {}

  handle(committed: EventCommitted): Promise<void> {
    if (!LISTING_TYPES.has(committed.type)) return Promise.resolve();
    return this.cache.forget((committed.event.data as ListingEvent['data']).sellerId);
  }
}
