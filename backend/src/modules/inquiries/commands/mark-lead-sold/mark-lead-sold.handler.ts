import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { decideListing, listingStream, toCents } from '../../../listings';
import { decide, inquiryStream } from '../../model/inquiry';
import { InquiryNotFoundError } from '../../model/inquiry.errors';
import { leadListingId } from './lead-listing';
import { type MarkLeadSoldCommand } from './mark-lead-sold.command';

/**
 * Lead manager's Mark as Sold (DECISIONS.md "Inquiries and leads"): in one transaction the domain
 * is marked sold to the lead's buyer (at the listed price unless another is given) and the lead is
 * archived with the note "Marked as sold on <date>". Either both happen or neither. The lead
 * refuses a seller it is not of (404), decided on its stream under the lock.
 */
@Injectable()
export class MarkLeadSoldHandler {
  constructor(
    private readonly commands: CommandRunner,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute(command: MarkLeadSoldCommand): Promise<{ listingId: string }> {
    const { inquiryId, sellerId, salePriceUsd } = command;
    const lead = inquiryStream(inquiryId);
    const listingId = await leadListingId(this.dataSource.manager, inquiryId);
    if (!listingId) throw new InquiryNotFoundError();
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: sellerId },
      streams: { listing: listingStream(listingId), inquiry: lead },
      decide: (states) => ({
        inquiry: decide({ type: 'MarkLeadSold', sellerId, now }, states.inquiry),
        listing: decideListing(
          {
            type: 'MarkDomainSold',
            sellerId,
            salePriceCents: salePriceUsd === undefined ? undefined : toCents(salePriceUsd),
            soldAt: now,
            now,
            buyerId: states.inquiry.buyerId,
            inquiryId,
          },
          states.listing,
        ),
      }),
    });
    return { listingId };
  }
}
