import { DeciderSpecification } from '../../../platform/event-store/testing/decider-specification';
import { listingDecider } from './listing';
import { type ListingStreamEvent, type RegistrationReading } from './listing.events';
import {
  type CheckReadings,
  forSaleRecordValues,
  nextCheckAt,
  ownershipRecordValue,
  readForSale,
  readOwnership,
  registrationProblem,
} from './ownership';

const given = DeciderSpecification.for(listingDecider);
const sellerId = 'seller-1';
const listingId = '6f1d7b52-3c0e-4a53-9d55-1f2a3b4c5d6e';
const hour = 60 * 60 * 1000;
const day = 24 * hour;
const listedAt = new Date('2026-03-01T09:00:00.000Z');
const at = (offset: number) => new Date(listedAt.getTime() + offset);
const ids = { listingId, sellerId };

const listed: ListingStreamEvent = {
  type: 'listings.DomainListed',
  data: {
    ...ids,
    name: 'example.com',
    extension: '.com',
    priceCents: 24_900,
    registrar: 'Namecheap',
    description: '',
    category: 'Other',
    domainType: 'generic',
    tags: [],
    isPriority: false,
    autoRelist: true,
    listedAt: listedAt.toISOString(),
    expiresAt: at(30 * day).toISOString(),
  },
};
const healthy: RegistrationReading = {
  source: 'rdap',
  registrar: 'NameCheap, Inc.',
  expiresAt: '2027-06-01T00:00:00.000Z',
  statuses: ['client transfer prohibited'],
};
const readings = (
  ownership: CheckReadings['ownership'],
  registration: RegistrationReading = healthy,
): CheckReadings => ({
  ownership,
  forSale: 'absent',
  registration,
});
const checked = (offset: number, reading: CheckReadings, trigger: 'seller' | 'sweep' = 'sweep') =>
  ({
    type: 'listings.OwnershipChecked',
    data: {
      ...ids,
      checkedAt: at(offset).toISOString(),
      trigger,
      ...reading,
      nextCheckAt: nextCheckAt(listingId, at(offset)).toISOString(),
    },
  }) satisfies ListingStreamEvent;
const verified = (offset: number): ListingStreamEvent => ({
  type: 'listings.OwnershipVerified',
  data: { ...ids, verifiedAt: at(offset).toISOString() },
});
const suspended = (offset: number, reason: 'record_missing' | 'pending_delete') =>
  ({
    type: 'listings.ListingSuspended',
    data: { ...ids, reason, suspendedAt: at(offset).toISOString() },
  }) satisfies ListingStreamEvent;
const sweep = (offset: number, reading: CheckReadings, nameTaken = false) => ({
  type: 'RecordOwnershipCheck' as const,
  trigger: 'sweep' as const,
  readings: reading,
  nameTaken,
  now: at(offset),
});
const verifiedListing = [listed, checked(hour, readings('found'), 'seller'), verified(hour)];

describe('checking a listing', () => {
  it("verifies it the first time the seller's record is found, and only then", () => {
    given(listed)
      .when({ ...sweep(hour, readings('found')), sellerId, trigger: 'seller' })
      .then([checked(hour, readings('found'), 'seller'), verified(hour)]);
    given(...verifiedListing)
      .when(sweep(day, readings('found')))
      .then([checked(day, readings('found'))]);
  });

  it('suspends a verified listing whose record is missing in 3 checks over 48 hours, not before', () => {
    const missing = readings('missing');
    given(...verifiedListing)
      .when(sweep(day, missing))
      .then([checked(day, missing)]);
    given(...verifiedListing, checked(day, missing))
      .when(sweep(2 * day, missing))
      .then([checked(2 * day, missing)]);
    given(...verifiedListing, checked(day, missing), checked(2 * day, missing))
      .when(sweep(3 * day, missing))
      .then([checked(3 * day, missing), suspended(3 * day, 'record_missing')]);
  });

  it('does not suspend for 3 missing records within a few minutes (a DNS change in progress)', () => {
    const missing = readings('missing');
    given(...verifiedListing, checked(day, missing), checked(day + 60_000, missing))
      .when(sweep(day + 120_000, missing))
      .then([checked(day + 120_000, missing)]);
  });

  it('never counts a DNS server that does not answer as a missing record', () => {
    const history = [...verifiedListing];
    for (let offset = day; offset <= 7 * day; offset += day)
      history.push(checked(offset, readings('unreachable')));
    given(...history)
      .when(sweep(8 * day, readings('unreachable')))
      .then([checked(8 * day, readings('unreachable'))]);
  });

  it('a found record in between starts the count again', () => {
    const missing = readings('missing');
    given(
      ...verifiedListing,
      checked(day, missing),
      checked(2 * day, missing),
      checked(3 * day, readings('found')),
      checked(4 * day, missing),
    )
      .when(sweep(5 * day, missing))
      .then([checked(5 * day, missing)]);
  });

  it('does not suspend an unverified listing for a missing record', () => {
    const missing = readings('missing');
    given(listed, checked(day, missing), checked(2 * day, missing))
      .when(sweep(3 * day, missing))
      .then([checked(3 * day, missing)]);
  });

  it('suspends at once when RDAP says pending delete, verified or not', () => {
    const pendingDelete = readings('missing', { ...healthy, statuses: ['pending delete'] });
    given(listed)
      .when(sweep(day, pendingDelete))
      .then([checked(day, pendingDelete), suspended(day, 'pending_delete')]);
  });

  it('reinstates at the next good check, unless another listing of the name went live', () => {
    const history = [
      ...verifiedListing,
      checked(day, readings('missing')),
      checked(2 * day, readings('missing')),
      checked(3 * day, readings('missing')),
      suspended(3 * day, 'record_missing'),
    ];
    given(...history)
      .when(sweep(4 * day, readings('found')))
      .then([
        checked(4 * day, readings('found')),
        {
          type: 'listings.ListingReinstated',
          data: { ...ids, reinstatedAt: at(4 * day).toISOString() },
        },
      ]);
    given(...history)
      .when(sweep(4 * day, readings('found'), true))
      .then([checked(4 * day, readings('found'))]);
    given(...history)
      .when(sweep(4 * day, readings('unreachable')))
      .then([checked(4 * day, readings('unreachable'))]);
  });

  it('keeps a registration suspension until RDAP itself reads well again', () => {
    const history = [listed, checked(day, readings('missing')), suspended(day, 'pending_delete')];
    given(...history)
      .when(sweep(2 * day, readings('missing', { source: 'unreachable' })))
      .then([checked(2 * day, readings('missing', { source: 'unreachable' }))]);
    given(...history)
      .when(sweep(2 * day, readings('missing')))
      .then([
        checked(2 * day, readings('missing')),
        {
          type: 'listings.ListingReinstated',
          data: { ...ids, reinstatedAt: at(2 * day).toISOString() },
        },
      ]);
  });

  it("refuses another seller's check and a sold listing's; the sweep skips what it cannot check", () => {
    given(listed)
      .when({ ...sweep(day, readings('found')), sellerId: 'someone-else', trigger: 'seller' })
      .thenThrows('NOT_FOUND');
    const sold: ListingStreamEvent = {
      type: 'listings.DomainMarkedSold',
      data: {
        ...ids,
        salePriceCents: 24_900,
        listedPriceCents: 24_900,
        soldAt: at(day).toISOString(),
        recordedAt: at(day).toISOString(),
      },
    };
    given(listed, sold)
      .when({ ...sweep(2 * day, readings('found')), sellerId, trigger: 'seller' })
      .thenThrows('LISTING_SOLD');
    given(listed, sold)
      .when(sweep(2 * day, readings('found')))
      .thenNothingHappened();
  });

  it('refuses to relist a suspended listing: a good check reinstates it', () => {
    given(listed, checked(day, readings('missing')), suspended(day, 'pending_delete'))
      .when({ type: 'RelistDomain', sellerId, nameTaken: false, now: at(2 * day) })
      .thenThrows('LISTING_SUSPENDED');
  });
});

describe('the records and readings', () => {
  it("finds the seller's own record among others, and not another seller's", () => {
    const mine = ownershipRecordValue(sellerId);
    expect(readOwnership(['v=spf1 -all', ` ${mine} `], sellerId)).toBe('found');
    expect(readOwnership([ownershipRecordValue('seller-2')], sellerId)).toBe('missing');
    expect(readOwnership([], sellerId)).toBe('missing');
    expect(readOwnership(undefined, sellerId)).toBe('unreachable');
    expect(mine).not.toContain(sellerId);
  });

  it('gives the RFC 10023 records within 255 octets, and reads whether they agree with the price', () => {
    const [uri, price] = forSaleRecordValues('example.com', 24_950, 'https://dlm.example');
    expect(uri).toBe('v=FORSALE1;furi=https://dlm.example/d/example.com');
    expect(price).toBe('v=FORSALE1;fval=USD249.50');
    expect(readForSale([price, uri], 24_950)).toBe('agrees');
    expect(readForSale(['v=FORSALE1;fval=USD249.5'], 24_950)).toBe('agrees');
    expect(readForSale(['v=FORSALE1;fval=USD300'], 24_950)).toBe('disagrees');
    expect(readForSale(['v=FORSALE1;fval=EUR249.50'], 24_950)).toBe('disagrees');
    expect(readForSale([uri], 24_950)).toBe('agrees');
    expect(readForSale(['v=spf1 -all'], 24_950)).toBe('absent');
    expect(readForSale(undefined, 24_950)).toBe('unreachable');
    const long = forSaleRecordValues(`${'a'.repeat(240)}.com`, 100, 'https://dlm.example');
    expect(long).toEqual(['v=FORSALE1;fval=USD1']);
  });

  it('reads a lost registration from RDAP, and nothing from an unknown or unreachable registry', () => {
    const now = new Date('2026-06-01T00:00:00.000Z');
    expect(registrationProblem(healthy, now)).toBeUndefined();
    expect(registrationProblem({ ...healthy, expiresAt: '2026-05-31T00:00:00.000Z' }, now)).toBe(
      'expired',
    );
    expect(registrationProblem({ ...healthy, statuses: ['redemption period'] }, now)).toBe(
      'redemption_period',
    );
    expect(registrationProblem({ source: 'not_registered' }, now)).toBe('not_registered');
    expect(registrationProblem({ source: 'unknown' }, now)).toBeUndefined();
    expect(registrationProblem({ source: 'unreachable' }, now)).toBeUndefined();
  });

  it('checks each listing at its own time of day, 12 to 36 hours after a check', () => {
    const now = new Date('2026-06-01T10:00:00.000Z');
    const next = nextCheckAt(listingId, now);
    expect(next.getTime() - now.getTime()).toBeGreaterThanOrEqual(12 * hour);
    expect(next.getTime() - now.getTime()).toBeLessThan(36 * hour);
    expect(nextCheckAt(listingId, next).getTime() - next.getTime()).toBe(day);
    const times = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((letter) =>
        nextCheckAt(`${letter}${listingId.slice(1)}`, now).getUTCHours(),
      ),
    );
    expect(times.size).toBeGreaterThan(1);
  });
});
