import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { availableCredits, creditLedger, decideCredits } from '../../../credits';
import { ProRequiredError, UserPlans } from '../../../identity';
import { chooseBulkListings } from '../../model/bulk-listing';
import { decide, listingStream, type ListingState } from '../../model/listing';
import { listingDraft, type NewListing } from '../../model/new-listing';
import { activeNames, domainNameLock } from '../active-names';
import { type ListDomainsInBulkCommand } from './list-domains-in-bulk.command';
import { BulkListingRow } from './list-domains-in-bulk.request.dto';
import { type BulkListingResult, type RejectedRow } from './list-domains-in-bulk.response.dto';

type Candidate = NewListing & { row: number; listingId: string };

/**
 * Rows are checked one by one with the single form's rules. The valid ones are listed in one
 * transaction, in file order, while credits last; a name listed twice in the file, a name already
 * on the marketplace, and rows beyond the credits are reported with their reason.
 */
@Injectable()
export class ListDomainsInBulkHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly plans: UserPlans,
    private readonly clock: Clock,
  ) {}

  async execute(command: ListDomainsInBulkCommand): Promise<BulkListingResult> {
    if (!(await this.plans.isPro(command.sellerId)))
      throw new ProRequiredError('Bulk upload is part of Liquidation Pro');
    const rejected: RejectedRow[] = [];
    const candidates: Candidate[] = [];
    const firstRowOf = new Map<string, number>();
    command.rows.forEach((raw, index) => {
      const row = (command.firstRow ?? 1) + index;
      const parsed = plainToInstance(BulkListingRow, raw);
      const errors = validateSync(parsed, { whitelist: true, stopAtFirstError: true });
      const domain = typeof raw.domain === 'string' ? raw.domain.trim() : String(raw.domain ?? '');
      if (errors.length > 0) {
        rejected.push({
          row,
          domain,
          reasons: errors.flatMap((error) => Object.values(error.constraints ?? {})),
        });
        return;
      }
      const first = firstRowOf.get(parsed.domain);
      if (first !== undefined) {
        rejected.push({
          row,
          domain,
          reasons: [`Listed twice in this file (first in row ${first})`],
        });
        return;
      }
      firstRowOf.set(parsed.domain, row);
      candidates.push({
        row,
        listingId: randomUUID(),
        name: parsed.domain,
        priceUsd: parsed.price,
        registrar: parsed.registrar,
        description: parsed.description,
        category: parsed.category,
      });
    });

    const now = this.clock.now();
    const { sellerId } = command;
    const listings = Object.fromEntries(
      candidates.map((candidate) => [candidate.listingId, listingStream(candidate.listingId)]),
    );
    let choice: ReturnType<typeof chooseBulkListings<Candidate>> = { chosen: [], refused: [] };
    await this.commands.run({
      metadata: { actorId: sellerId },
      streams: { ledger: creditLedger(sellerId), ...listings },
      locks: candidates.map((candidate) => domainNameLock(candidate.name)),
      read: (manager) =>
        activeNames(
          manager,
          candidates.map((candidate) => candidate.name),
        ),
      decide: ({ ledger, ...listingStates }, takenNames) => {
        choice = chooseBulkListings(candidates, takenNames, availableCredits(ledger, now));
        if (choice.chosen.length === 0) return {};
        const listingIds = choice.chosen.map((candidate) => candidate.listingId);
        return {
          ledger: decideCredits({ type: 'SpendCredits', listingIds, now }, ledger),
          ...Object.fromEntries(
            choice.chosen.map((candidate) => [
              candidate.listingId,
              decide(
                {
                  type: 'ListDomain',
                  // Bulk upload is Pro only, so its listings are priority.
                  listing: listingDraft(candidate.listingId, sellerId, candidate, true),
                  nameTaken: false,
                  now,
                },
                (listingStates as Record<string, ListingState>)[candidate.listingId],
              ),
            ]),
          ),
        };
      },
    });
    for (const { candidate, reason } of choice.refused)
      rejected.push({ row: candidate.row, domain: candidate.name, reasons: [reason] });
    return {
      accepted: choice.chosen.map((listing) => ({
        row: listing.row,
        domain: listing.name,
        id: listing.listingId,
        price: listing.priceUsd,
      })),
      rejected: rejected.sort((a, b) => a.row - b.row),
      creditsSpent: choice.chosen.length,
    };
  }
}
