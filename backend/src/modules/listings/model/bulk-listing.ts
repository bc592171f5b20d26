import { INSUFFICIENT_CREDITS_MESSAGE } from '../../credits';

export interface BulkRefusal<Candidate> {
  candidate: Candidate;
  reason: string;
}

/**
 * Which rows of a bulk upload are listed: in file order, those whose name has no active listing,
 * while the seller's credits last. The others are refused with their reason.
 */
export function chooseBulkListings<Candidate extends { name: string }>(
  candidates: readonly Candidate[],
  takenNames: ReadonlySet<string>,
  availableCredits: number,
): { chosen: Candidate[]; refused: BulkRefusal<Candidate>[] } {
  const refused: BulkRefusal<Candidate>[] = [];
  const free = candidates.filter((candidate) => {
    if (!takenNames.has(candidate.name)) return true;
    refused.push({ candidate, reason: `${candidate.name} is already listed on the marketplace` });
    return false;
  });
  for (const candidate of free.slice(availableCredits))
    refused.push({ candidate, reason: INSUFFICIENT_CREDITS_MESSAGE });
  return { chosen: free.slice(0, availableCredits), refused };
}
