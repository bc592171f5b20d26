import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { handleCommand } from '../../../../platform/event-store/command-handler';
import { EventStore } from '../../../../platform/event-store/event-store';
import { DealSales } from '../../deal-sales';
import { SaleNotFoundError } from '../../model/deal.errors';
import { timelineDecider } from '../../model/timeline';
import { timelineIdFor, timelineStreamId } from '../../model/timeline.events';
import { type CreateTimelineCommand } from './create-timeline.command';

/** Opens the sale's one timeline at agreed; a second request finds it open and appends nothing. */
@Injectable()
export class CreateTimelineHandler {
  constructor(
    private readonly store: EventStore,
    private readonly sales: DealSales,
    private readonly clock: Clock,
  ) {}

  async execute(command: CreateTimelineCommand): Promise<{ timelineId: string }> {
    const sale = await this.sales.find(command.transactionId);
    if (!sale) throw new SaleNotFoundError();
    const timelineId = timelineIdFor(sale.sale_id);
    await handleCommand(
      this.store,
      timelineStreamId(timelineId),
      timelineDecider,
      {
        type: 'OpenTimeline',
        timelineId,
        sale: {
          transactionId: sale.sale_id,
          listingId: sale.listing_id,
          sellerId: sale.seller_id,
          buyerId: sale.buyer_id,
          restored: sale.restored_at !== null,
        },
        callerId: command.callerId,
        now: this.clock.now(),
      },
      { commandId: randomUUID(), metadata: { actorId: command.callerId } },
    );
    return { timelineId };
  }
}
