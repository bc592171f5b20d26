import { DeciderSpecification } from '../../../platform/event-store/testing/decider-specification';
import {
  availableCredits,
  creditLedgerDecider,
  decide,
  evolve,
  initialLedger,
} from './credit-ledger';
import { type CreditEvent, type CreditsGranted } from './credit.events';

const given = DeciderSpecification.for(creditLedgerDecider);
const userId = 'b3a0c7a2-0000-4000-8000-000000000001';
const day = 24 * 60 * 60 * 1000;
const jan = new Date('2026-01-10T12:00:00.000Z');

function granted(lotId: string, amount: number, grantedAt: Date, expiresAt?: Date): CreditsGranted {
  const expiry = expiresAt ?? new Date(grantedAt);
  if (!expiresAt) expiry.setUTCMonth(expiry.getUTCMonth() + 12);
  return {
    type: 'credits.CreditsGranted',
    data: {
      lotId,
      userId,
      kind: 'purchased',
      amount,
      grantedAt: grantedAt.toISOString(),
      expiresAt: expiry.toISOString(),
      source: 'test',
    },
  };
}

const spent = (lotId: string, listingId: string, at: Date): CreditEvent => ({
  type: 'credits.CreditSpent',
  data: { lotId, listingId, spentAt: at.toISOString() },
});

describe('credit ledger', () => {
  it('grants a lot that expires 12 months after the grant', () => {
    given()
      .when({
        type: 'GrantCredits',
        userId,
        lotId: 'lot-1',
        kind: 'pro_allocation',
        amount: 100,
        source: 'pro-2026',
        now: jan,
      })
      .then([
        {
          type: 'credits.CreditsGranted',
          data: {
            lotId: 'lot-1',
            userId,
            kind: 'pro_allocation',
            amount: 100,
            grantedAt: '2026-01-10T12:00:00.000Z',
            expiresAt: '2027-01-10T12:00:00.000Z',
            source: 'pro-2026',
          },
        },
      ]);
  });

  it('grants a lot id only once', () => {
    given(granted('lot-1', 5, jan))
      .when({
        type: 'GrantCredits',
        userId,
        lotId: 'lot-1',
        kind: 'purchased',
        amount: 5,
        source: 'retry',
        now: jan,
      })
      .thenNothingHappened();
  });

  it('spends from the lot that expires first, then the next', () => {
    const later = granted('later', 5, new Date(jan.getTime() + 40 * day));
    const sooner = granted('sooner', 1, jan);
    const now = new Date(jan.getTime() + 50 * day);
    given(later, sooner)
      .when({ type: 'SpendCredits', listingIds: ['a', 'b'], now })
      .then([spent('sooner', 'a', now), spent('later', 'b', now)]);
  });

  it('refuses to spend more credits than remain, spending none', () => {
    given(granted('lot-1', 1, jan), spent('lot-1', 'a', jan))
      .when({ type: 'SpendCredits', listingIds: ['b'], now: jan })
      .thenThrows('INSUFFICIENT_CREDITS');
    given(granted('lot-1', 2, jan))
      .when({ type: 'SpendCredits', listingIds: ['a', 'b', 'c'], now: jan })
      .thenThrows('INSUFFICIENT_CREDITS');
  });

  it('never spends a lot past its expiry, even when no expiry ran', () => {
    const twelveMonthsLater = new Date('2027-01-10T12:00:00.000Z');
    given(granted('old', 10, jan))
      .when({ type: 'SpendCredits', listingIds: ['a'], now: twelveMonthsLater })
      .thenThrows('INSUFFICIENT_CREDITS');
    const ledger = [granted('old', 10, jan)].reduce(evolve, initialLedger());
    expect(availableCredits(ledger, new Date(twelveMonthsLater.getTime() - 1))).toBe(10);
    expect(availableCredits(ledger, twelveMonthsLater)).toBe(0);
  });

  it('expires what is left of lots past their expiry, once', () => {
    const expiredLot = granted('old', 3, jan);
    const now = new Date('2027-02-01T00:00:00.000Z');
    given(expiredLot, spent('old', 'a', jan), granted('fresh', 2, now))
      .when({ type: 'ExpireCredits', now })
      .then([
        {
          type: 'credits.CreditsExpired',
          data: { lotId: 'old', amount: 2, expiredAt: now.toISOString() },
        },
      ]);
    given(expiredLot, {
      type: 'credits.CreditsExpired',
      data: { lotId: 'old', amount: 3, expiredAt: now.toISOString() },
    })
      .when({ type: 'ExpireCredits', now })
      .thenNothingHappened();
  });

  it('warns of a lot once, within 30 days of its expiry and while credits are left', () => {
    const lot = granted('lot-1', 4, jan);
    const expiry = new Date('2027-01-10T12:00:00.000Z');
    const warningTime = new Date(expiry.getTime() - 30 * day);
    const warned: CreditEvent = {
      type: 'credits.CreditExpiryWarned',
      data: {
        lotId: 'lot-1',
        remaining: 3,
        expiresAt: expiry.toISOString(),
        warnedAt: warningTime.toISOString(),
      },
    };
    given(lot, spent('lot-1', 'a', jan))
      .when({
        type: 'WarnOfCreditExpiry',
        lotId: 'lot-1',
        now: new Date(warningTime.getTime() - 1),
      })
      .thenNothingHappened();
    given(lot, spent('lot-1', 'a', jan))
      .when({ type: 'WarnOfCreditExpiry', lotId: 'lot-1', now: warningTime })
      .then([warned]);
    given(lot, spent('lot-1', 'a', jan), warned)
      .when({ type: 'WarnOfCreditExpiry', lotId: 'lot-1', now: warningTime })
      .thenNothingHappened();
    given(granted('lot-2', 1, jan), spent('lot-2', 'a', jan))
      .when({ type: 'WarnOfCreditExpiry', lotId: 'lot-2', now: warningTime })
      .thenNothingHappened();
    given(lot)
      .when({ type: 'WarnOfCreditExpiry', lotId: 'lot-1', now: expiry })
      .thenNothingHappened();
  });

  it('refuses a lot of no credit', () => {
    expect(() =>
      decide(
        {
          type: 'GrantCredits',
          userId,
          lotId: 'x',
          kind: 'purchased',
          amount: 0,
          source: 'cli',
          now: jan,
        },
        initialLedger(),
      ),
    ).toThrow(RangeError);
  });
});
