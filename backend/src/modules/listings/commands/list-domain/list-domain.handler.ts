import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { creditLedger, decideCredits } from '../../../credits';
import { UserPlans } from '../../../identity';
import { decide, listingStream } from '../../model/listing';
import { listingDraft } from '../../model/new-listing';
import { activeNames, domainNameLock } from '../active-names';
import { type ListDomainCommand } from './list-domain.command';

/**
 * Lists a domain for 30 days and spends one of the seller's credits, in one transaction that
 * holds the seller's ledger and the name. The rules are the models': the listings model refuses a
 * name with an active listing (409 DOMAIN_ALREADY_LISTED, nothing spent), the credits model a
 * ledger with no credit left (422 INSUFFICIENT_CREDITS). A Pro seller's listing is priority.
 */
@Injectable()
export class ListDomainHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly plans: UserPlans,
    private readonly clock: Clock,
  ) {}

  /** The new listing's id, and whether it is priority (the seller is Pro). */
  async execute(command: ListDomainCommand): Promise<{ listingId: string; isPriority: boolean }> {
    const { sellerId, ...listing } = command;
    const listingId = randomUUID();
    const now = this.clock.now();
    // Asked before the transaction: a read on another connection while holding one would starve
    // the pool once every connection is held that way.
    const isPro = await this.plans.isPro(sellerId);
    await this.commands.run({
      metadata: { actorId: sellerId },
      streams: { listing: listingStream(listingId), ledger: creditLedger(sellerId) },
      locks: [domainNameLock(listing.name)],
      read: async (manager) => ({
        nameTaken: (await activeNames(manager, [listing.name])).size > 0,
      }),
      decide: (streams, { nameTaken }) => ({
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
    });
    return { listingId, isPriority: isPro };
  }
}
