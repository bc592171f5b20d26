import { Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { INSUFFICIENT_CREDITS_MESSAGE } from '../../../credits';
import { ProRequiredError, UserPlans } from '../../../identity';
import { ListingWriter, type NewListing } from '../../listing-writer';
import { type ListDomainsInBulkCommand } from './list-domains-in-bulk.command';
import { BulkListingRow } from './list-domains-in-bulk.request.dto';
import { type BulkListingResult, type RejectedRow } from './list-domains-in-bulk.response.dto';

type Candidate = NewListing & { row: number };

/**
 * Rows are checked one by one with the single form's rules. The valid ones are listed in one
 * transaction, in file order, while credits last; a name listed twice in the file, a name already
 * on the marketplace, and rows beyond the credits are reported with their reason.
 */
@Injectable()
export class ListDomainsInBulkHandler {
  constructor(
    private readonly writer: ListingWriter,
    private readonly plans: UserPlans,
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
        name: parsed.domain,
        priceUsd: parsed.price,
        registrar: parsed.registrar,
        description: parsed.description,
        category: parsed.category,
      });
    });

    const { listed } = await this.writer.list(
      command.sellerId,
      candidates,
      ({ takenNames, availableCredits }) => {
        const free = candidates.filter((candidate) => {
          if (!takenNames.has(candidate.name)) return true;
          rejected.push({
            row: candidate.row,
            domain: candidate.name,
            reasons: [`${candidate.name} is already listed on the marketplace`],
          });
          return false;
        });
        for (const candidate of free.slice(availableCredits))
          rejected.push({
            row: candidate.row,
            domain: candidate.name,
            reasons: [INSUFFICIENT_CREDITS_MESSAGE],
          });
        return free.slice(0, availableCredits);
      },
    );
    return {
      accepted: listed.map(({ listing, listingId }) => ({
        row: listing.row,
        domain: listing.name,
        id: listingId,
        price: listing.priceUsd,
      })),
      rejected: rejected.sort((a, b) => a.row - b.row),
      creditsSpent: listed.length,
    };
  }
}
