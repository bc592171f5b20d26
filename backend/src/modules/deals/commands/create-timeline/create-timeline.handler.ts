import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { DealSales } from '../../deal-sales';
import { decide, timelineStream } from '../../model/timeline';
import { timelineIdFor } from '../../model/timeline.events';
import { type CreateTimelineCommand } from './create-timeline.command';

/** Opens the sale's one timeline at agreed; a second request finds it open and appends nothing. */
@Injectable()
export class CreateTimelineHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly sales: DealSales,
    private readonly clock: Clock,
  ) {}

  async execute(command: CreateTimelineCommand): Promise<{ timelineId: string }> {
    const sale = await this.sales.find(command.transactionId);
    const timelineId = timelineIdFor(sale?.sale_id ?? command.transactionId);
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: command.callerId },
      streams: { timeline: timelineStream(timelineId) },
      decide: ({ timeline }) => ({
        timeline: decide(
          {
            type: 'OpenTimeline',
            timelineId,
            sale: sale && {
              transactionId: sale.sale_id,
              listingId: sale.listing_id,
              sellerId: sale.seller_id,
              buyerId: sale.buyer_id,
              restored: sale.restored_at !== null,
            },
            callerId: command.callerId,
            now,
          },
          timeline,
        ),
      }),
    });
    return { timelineId };
  }
}
