import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { creditLedger, decideCredits } from '../../../credits';
import { UserPlans } from '../../../identity';
import { decide, listingStream } from '../../model/listing';
import { type DomainListing } from '../../http/domain-listing.response.dto';
import { GetListingDetailHandler } from '../../queries/get-listing-detail/get-listing-detail.handler';
import { listingDraft } from '../../model/new-listing';
import { activeNames, domainNameLock } from '../active-names';
import { type ListDomainCommand } from './list-domain.command';

/**
 * Lists a domain for 30 days and spends one of the seller's credits, in one transaction that
 * holds the seller's ledger and the name. The rules are the models': the listings model refuses a
 * name with an active listing (409 DOMAIN_ALREADY_LISTED, nothing spent), the credits model a
 * ledger with no credit left (422 INSUFFICIENT_CREDITS). A Pro seller's listing is priority.
 * Answers with the listing as its seller now reads it, read with the commit.
 */
@Injectable()
export class ListDomainHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly plans: UserPlans,
    private readonly detail: GetListingDetailHandler,
    private readonly clock: Clock,
  ) {}

  async execute(
    command: ListDomainCommand,
  ): Promise<{ listingId: string; listing: DomainListing }> {
    const { sellerId, ...listing } = command;
    const listingId = randomUUID();
    const now = this.clock.now();
    const { answer } = await this.commands.run({
      metadata: { actorId: sellerId },
      streams: { listing: listingStream(listingId), ledger: creditLedger(sellerId) },
      locks: [domainNameLock(listing.name)],
      // The seller's plan is read with the name's, in the transaction's first round trip.
      read: async (manager) => {
        const [taken, isPro] = await Promise.all([
          activeNames(manager, [listing.name]),
          this.plans.isPro(sellerId, manager),
        ]);
        return { nameTaken: taken.size > 0, isPro };
      },
      decide: (streams, { nameTaken, isPro }) => ({
        listing: decide(
          {
            type: 'ListDomain',
            listing: listingDraft(listingId, sellerId, listing, isPro),
            nameTaken,
            now: listing.listedAt ?? now,
          },
          streams.listing,
        ),
        ledger: decideCredits(
          { type: 'SpendCredits', listingIds: [listingId], now },
          streams.ledger,
        ),
      }),
      answer: (manager, { isPro }) =>
        this.detail.execute({ listingId, sellerId, sellerIsPro: isPro }, manager),
    });
    return { listingId, listing: answer };
  }
}
