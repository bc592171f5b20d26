import { type CommandStream, type Decider, streamOf } from '../../../platform/event-store/decider';
import {
  creditExpiry,
  type CreditExpiryWarned,
  creditWarningTime,
  type CreditEvent,
  type CreditLotKind,
  type CreditsExpired,
  type CreditSpent,
  creditsStreamId,
} from './credit.events';
import { InsufficientCreditsError } from './credits.errors';

/** One grant of credits and what is left of it. */
export interface CreditLot {
  lotId: string;
  kind: CreditLotKind;
  amount: number;
  remaining: number;
  grantedAt: Date;
  expiresAt: Date;
  /** A `CreditsExpired` event closed it. */
  expired: boolean;
  /** Its owner was warned of its expiry. */
  warned: boolean;
}

export interface CreditLedger {
  lots: CreditLot[];
}

export type CreditCommand =
  | {
      type: 'GrantCredits';
      userId: string;
      lotId: string;
      kind: CreditLotKind;
      amount: number;
      source: string;
      now: Date;
    }
  /** One credit per listing, from the lots that expire first. All or nothing. */
  | { type: 'SpendCredits'; listingIds: string[]; now: Date }
  /** Closes every lot whose expiry has passed with credits left. */
  | { type: 'ExpireCredits'; now: Date }
  /** Records the warning of a lot that expires within 30 days with credits left, once. */
  | { type: 'WarnOfCreditExpiry'; lotId: string; now: Date };

export const initialLedger = (): CreditLedger => ({ lots: [] });

/** A lot can be spent while it has credits left, was not closed, and its expiry is in the future. */
export function isSpendable(lot: CreditLot, now: Date): boolean {
  return lot.remaining > 0 && !lot.expired && lot.expiresAt > now;
}

/** Credits that can be spent at `now`: expiry applies on read, whether or not the job has run. */
export function availableCredits(ledger: CreditLedger, now: Date): number {
  return ledger.lots
    .filter((lot) => isSpendable(lot, now))
    .reduce((sum, lot) => sum + lot.remaining, 0);
}

export function evolve(ledger: CreditLedger, event: CreditEvent): CreditLedger {
  switch (event.type) {
    case 'credits.CreditsGranted':
      return {
        lots: [
          ...ledger.lots,
          {
            lotId: event.data.lotId,
            kind: event.data.kind,
            amount: event.data.amount,
            remaining: event.data.amount,
            grantedAt: new Date(event.data.grantedAt),
            expiresAt: new Date(event.data.expiresAt),
            expired: false,
            warned: false,
          },
        ],
      };
    case 'credits.CreditSpent':
      return {
        lots: ledger.lots.map((lot) =>
          lot.lotId === event.data.lotId ? { ...lot, remaining: lot.remaining - 1 } : lot,
        ),
      };
    case 'credits.CreditsExpired':
      return {
        lots: ledger.lots.map((lot) =>
          lot.lotId === event.data.lotId ? { ...lot, remaining: 0, expired: true } : lot,
        ),
      };
    case 'credits.CreditExpiryWarned':
      return {
        lots: ledger.lots.map((lot) =>
          lot.lotId === event.data.lotId ? { ...lot, warned: true } : lot,
        ),
      };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function decide(command: CreditCommand, ledger: CreditLedger): CreditEvent[] {
  switch (command.type) {
    case 'GrantCredits':
      if (!Number.isInteger(command.amount) || command.amount < 1)
        throw new RangeError('A credit lot holds at least one whole credit');
      if (ledger.lots.some((lot) => lot.lotId === command.lotId)) return [];
      return [
        {
          type: 'credits.CreditsGranted',
          data: {
            lotId: command.lotId,
            userId: command.userId,
            kind: command.kind,
            amount: command.amount,
            grantedAt: command.now.toISOString(),
            expiresAt: creditExpiry(command.now).toISOString(),
            source: command.source,
          },
        },
      ];
    case 'SpendCredits':
      return spendFromEarliestExpiring(ledger, command.listingIds, command.now);
    case 'ExpireCredits':
      return ledger.lots
        .filter((lot) => !lot.expired && lot.remaining > 0 && lot.expiresAt <= command.now)
        .map((lot): CreditsExpired => ({
          type: 'credits.CreditsExpired',
          data: {
            lotId: lot.lotId,
            amount: lot.remaining,
            expiredAt: command.now.toISOString(),
          },
        }));
    case 'WarnOfCreditExpiry':
      return warnOfExpiry(ledger, command.lotId, command.now);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

function warnOfExpiry(ledger: CreditLedger, lotId: string, now: Date): CreditExpiryWarned[] {
  const lot = ledger.lots.find((candidate) => candidate.lotId === lotId);
  if (!lot || lot.warned || !isSpendable(lot, now) || creditWarningTime(lot.expiresAt) > now)
    return [];
  return [
    {
      type: 'credits.CreditExpiryWarned',
      data: {
        lotId,
        remaining: lot.remaining,
        expiresAt: lot.expiresAt.toISOString(),
        warnedAt: now.toISOString(),
      },
    },
  ];
}

function spendFromEarliestExpiring(
  ledger: CreditLedger,
  listingIds: string[],
  now: Date,
): CreditSpent[] {
  if (listingIds.length > availableCredits(ledger, now)) throw new InsufficientCreditsError();
  const lots = ledger.lots
    .filter((lot) => isSpendable(lot, now))
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime())
    .map((lot) => ({ lotId: lot.lotId, remaining: lot.remaining }));
  return listingIds.map((listingId) => {
    const lot = lots.find((candidate) => candidate.remaining > 0);
    if (!lot) throw new InsufficientCreditsError();
    lot.remaining -= 1;
    return {
      type: 'credits.CreditSpent',
      data: { lotId: lot.lotId, listingId, spentAt: now.toISOString() },
    };
  });
}

export const creditLedgerDecider: Decider<CreditCommand, CreditEvent, CreditLedger> = {
  initialState: initialLedger,
  evolve,
  decide,
};

/** A user's `credits-<userId>` ledger, for a command that spends or grants credits. */
export function creditLedger(userId: string): CommandStream<CreditLedger, CreditEvent> {
  return streamOf(creditsStreamId(userId), creditLedgerDecider);
}
