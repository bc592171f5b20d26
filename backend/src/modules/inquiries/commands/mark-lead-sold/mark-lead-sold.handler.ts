import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { appendsOf, decideWithin } from '../../../../platform/event-store/command-handler';
import { EventStore } from '../../../../platform/event-store/event-store';
import { fold } from '../../../../platform/event-store/decider';
import { isUuid } from '../../../../platform/http/uuid';
import { decideOnListing, lockedListingStream, toCents } from '../../../listings';
import { inquiryDecider } from '../../model/inquiry';
import { InquiryNotFoundError } from '../../model/inquiry.errors';
import { type InquiryEvent, inquiryStreamId } from '../../model/inquiry.events';
import { soldNote } from '../../model/inquiry-rules';
import { type MarkLeadSoldCommand } from './mark-lead-sold.command';

/**
 * Lead manager's Mark as Sold (DECISIONS.md "Inquiries and leads"): in one transaction the domain
 * is marked sold to the lead's buyer (at the listed price unless another is given) and the lead is
 * archived with the note "Marked as sold on <date>". Either both happen or neither.
 */
@Injectable()
export class MarkLeadSoldHandler {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async execute(command: MarkLeadSoldCommand): Promise<{ listingId: string }> {
    if (!isUuid(command.inquiryId)) throw new InquiryNotFoundError();
    const streamId = inquiryStreamId(command.inquiryId);
    const lead = fold(
      inquiryDecider,
      (await this.store.readStream(streamId)).map(
        (event) => ({ type: event.type, data: event.data }) as InquiryEvent,
      ),
    );
    if (!lead.listingId || lead.sellerId !== command.sellerId) throw new InquiryNotFoundError();
    const listingId = lead.listingId;
    const now = this.clock.now();
    const options = { commandId: randomUUID(), metadata: { actorId: command.sellerId } };
    await this.store.transact([lockedListingStream(listingId), streamId], async (tx) => {
      const inquiry = await decideWithin(
        tx,
        streamId,
        inquiryDecider,
        {
          type: 'ChangeInquiryStatus',
          sellerId: command.sellerId,
          status: 'archived',
          notes: soldNote(now),
          soldListingId: listingId,
          now,
        },
        { ...options, tag: 'inquiry' },
      );
      const listing = await decideOnListing(
        tx,
        listingId,
        {
          type: 'MarkDomainSold',
          sellerId: command.sellerId,
          salePriceCents:
            command.salePriceUsd === undefined ? undefined : toCents(command.salePriceUsd),
          soldAt: now,
          now,
          buyerId: inquiry.before.buyerId,
          inquiryId: command.inquiryId,
        },
        options,
      );
      return { appends: appendsOf(listing, inquiry), value: undefined };
    });
    return { listingId };
  }
}
