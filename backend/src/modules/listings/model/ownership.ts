import { createHash } from 'node:crypto';
import {
  type CheckTrigger,
  type ForSaleReading,
  type OwnershipEvent,
  type OwnershipProof,
  type RegistrationReading,
  type SuspensionReason,
} from './listing.events';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A verified listing whose record is missing this many checks in a row is suspended... */
export const MISSING_CHECKS_BEFORE_SUSPENSION = 3;
/** ...once the first of them is at least this old, so a DNS change in progress is forgiven. */
export const MISSING_HOURS_BEFORE_SUSPENSION = 48;
/** A registration that ends within this many days is shown as a warning to seller and buyers. */
export const EXPIRY_WARNING_DAYS = 60;
/** The TTL the instructions give the records: the RFC 10023 record must stay at or under an hour. */
export const RECORD_TTL_SECONDS = 3600;
/** A TXT string holds at most 255 octets (RFC 1035); the `_for-sale` content must fit one. */
export const TXT_STRING_MAX_OCTETS = 255;

/** The TXT record that proves the seller controls the name's DNS (ADR 0024). */
export function ownershipRecordHost(name: string): string {
  return `_dlm-verify.${name}`;
}

/**
 * The seller's token: the same for every name of theirs, not secret (it proves nothing without
 * the name's DNS), and it does not disclose the seller's id, since TXT records are public.
 */
export function ownershipToken(sellerId: string): string {
  return createHash('sha256').update(`dlm-ownership:${sellerId}`).digest('hex').slice(0, 32);
}

export function ownershipRecordValue(sellerId: string): string {
  return `dlm-verify=${ownershipToken(sellerId)}`;
}

/** Whether one of the TXT records found at the ownership host is the seller's. */
export function readOwnership(records: string[] | undefined, sellerId: string): OwnershipProof {
  if (records === undefined) return 'unreachable';
  const expected = ownershipRecordValue(sellerId);
  return records.some((record) => record.trim() === expected) ? 'found' : 'missing';
}

export const FOR_SALE_HOST_LABEL = '_for-sale';
const FOR_SALE_VERSION = 'v=FORSALE1;';

export function forSaleRecordHost(name: string): string {
  return `${FOR_SALE_HOST_LABEL}.${name}`;
}

/** `USD249` or `USD249.50`: the listing's price as an RFC 10023 `fval`. */
export function forSalePrice(priceCents: number): string {
  const dollars = Math.floor(priceCents / 100);
  const cents = priceCents % 100;
  return `USD${dollars}${cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`}`;
}

/**
 * The records a seller may publish at `_for-sale.<name>` (RFC 10023): where to buy it and its
 * price. Advertising only: they never prove ownership (the RFC says so, section 6).
 */
export function forSaleRecordValues(name: string, priceCents: number, siteUrl: string): string[] {
  return [
    `${FOR_SALE_VERSION}furi=${siteUrl}/d/${encodeURIComponent(name)}`,
    `${FOR_SALE_VERSION}fval=${forSalePrice(priceCents)}`,
  ].filter((value) => Buffer.byteLength(value, 'utf8') <= TXT_STRING_MAX_OCTETS);
}

/**
 * What the `_for-sale` records say: absent without a `v=FORSALE1;` record; disagrees when an
 * `fval` names another price or currency; agrees otherwise (a record without a price agrees).
 */
export function readForSale(records: string[] | undefined, priceCents: number): ForSaleReading {
  if (records === undefined) return 'unreachable';
  const forSale = records.filter((record) => record.startsWith(FOR_SALE_VERSION));
  if (forSale.length === 0) return 'absent';
  const prices = forSale
    .map((record) => record.slice(FOR_SALE_VERSION.length))
    .filter((content) => content.startsWith('fval='))
    .map((content) => content.slice('fval='.length));
  return prices.every((price) => samePrice(price, priceCents)) ? 'agrees' : 'disagrees';
}

function samePrice(fval: string, priceCents: number): boolean {
  const match = /^USD(\d{1,9})(?:\.(\d{1,2}))?$/.exec(fval);
  if (!match) return false;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents === priceCents;
}

/**
 * Whether RDAP says the name is being lost: past its expiry date, in redemption, pending delete,
 * or not registered at all. An unknown or unreachable registry says nothing.
 */
export function registrationProblem(
  registration: RegistrationReading,
  now: Date,
): SuspensionReason | undefined {
  if (registration.source === 'not_registered') return 'not_registered';
  if (registration.source !== 'rdap') return undefined;
  if (registration.statuses.includes('pending delete')) return 'pending_delete';
  if (registration.statuses.includes('redemption period')) return 'redemption_period';
  if (registration.expiresAt && Date.parse(registration.expiresAt) <= now.getTime())
    return 'expired';
  return undefined;
}

/**
 * When the sweep checks a listing next: its own time of day (from its id, so a catalogue listed
 * at once is spread over the day), the first such time at least 12 hours away. A listing checked
 * by the sweep is checked again 24 hours later; by hand, 12 to 36 hours later.
 */
export function nextCheckAt(listingId: string, now: Date): Date {
  const slot = createHash('sha256').update(listingId).digest().readUInt32BE(0) % DAY;
  const earliest = now.getTime() + DAY / 2;
  const dayStart = Math.floor(earliest / DAY) * DAY;
  const candidate = dayStart + slot;
  return new Date(candidate >= earliest ? candidate : candidate + DAY);
}

/** What a suspension means and what the seller can do, for the mail and the listing's screen. */
export const SUSPENSION_EXPLANATIONS: Record<SuspensionReason, { problem: string; fix: string }> = {
  record_missing: {
    problem: `The DNS record that verified this listing was missing in ${MISSING_CHECKS_BEFORE_SUSPENSION} checks over ${MISSING_HOURS_BEFORE_SUSPENSION} hours.`,
    fix: 'Publish the TXT record again at your DNS host, then press Check now on the listing.',
  },
  expired: {
    problem: "The name's registry says its registration has expired.",
    fix: 'Renew the name at your registrar, then press Check now on the listing.',
  },
  redemption_period: {
    problem:
      'The name is in its redemption period: it expired and will be deleted unless restored.',
    fix: 'Restore the name at your registrar, then press Check now on the listing.',
  },
  pending_delete: {
    problem: "The name's registry is about to delete it (pending delete).",
    fix: 'A name pending delete can no longer be renewed: delete the listing, or check again if the registry says otherwise.',
  },
  not_registered: {
    problem: "The name's registry has no registration for it.",
    fix: 'If you hold the name under another spelling, list that one; otherwise delete the listing.',
  },
};

/** What the check model needs of a listing (`ListingState` carries it). */
export interface OwnershipState {
  status: 'none' | 'active' | 'expired' | 'sold' | 'deleted' | 'suspended';
  listingId?: string;
  sellerId?: string;
  verifiedAt?: Date;
  suspensionReason?: SuspensionReason;
  /** Checks in a row that found no record (unreachable ones neither count nor reset). */
  missingChecks: number;
  missingSince?: Date;
}

export interface CheckReadings {
  ownership: OwnershipProof;
  forSale: ForSaleReading;
  registration: RegistrationReading;
}

/**
 * Records a check and what follows from it: the first found record verifies the listing; on an
 * active listing a registration being lost suspends at once, and a verified listing's record
 * missing 3 checks in a row over 48 hours suspends it; on a suspended listing a good check
 * reinstates it, unless another listing of the name went live meanwhile (`nameTaken`).
 */
export function recordOwnershipCheck(
  command: { trigger: CheckTrigger; readings: CheckReadings; nameTaken: boolean; now: Date },
  state: OwnershipState,
): OwnershipEvent[] {
  const { listingId, sellerId } = state;
  if (!listingId || !sellerId) return [];
  const { readings, now } = command;
  const at = now.toISOString();
  const ids = { listingId, sellerId };
  const events: OwnershipEvent[] = [
    {
      type: 'listings.OwnershipChecked',
      data: {
        ...ids,
        checkedAt: at,
        trigger: command.trigger,
        ...readings,
        nextCheckAt: nextCheckAt(listingId, now).toISOString(),
      },
    },
  ];
  const verified = state.verifiedAt !== undefined || readings.ownership === 'found';
  if (!state.verifiedAt && readings.ownership === 'found')
    events.push({ type: 'listings.OwnershipVerified', data: { ...ids, verifiedAt: at } });

  const problem = registrationProblem(readings.registration, now);
  if (state.status === 'active') {
    const reason =
      problem ?? (verified && recordLost(state, readings, now) ? 'record_missing' : undefined);
    if (reason)
      events.push({ type: 'listings.ListingSuspended', data: { ...ids, reason, suspendedAt: at } });
  } else if (state.status === 'suspended' && !command.nameTaken) {
    const recordGood = !verified || readings.ownership === 'found';
    const registrationGood =
      state.suspensionReason === 'record_missing'
        ? problem === undefined
        : readings.registration.source === 'rdap' && problem === undefined;
    if (recordGood && registrationGood)
      events.push({ type: 'listings.ListingReinstated', data: { ...ids, reinstatedAt: at } });
  }
  return events;
}

function recordLost(state: OwnershipState, readings: CheckReadings, now: Date): boolean {
  if (readings.ownership !== 'missing') return false;
  const since = state.missingSince ?? now;
  return (
    state.missingChecks + 1 >= MISSING_CHECKS_BEFORE_SUSPENSION &&
    now.getTime() - since.getTime() >= MISSING_HOURS_BEFORE_SUSPENSION * HOUR
  );
}

/** The check state after an ownership event (the listing's `evolve` delegates here). */
export function evolveOwnership<S extends OwnershipState>(state: S, event: OwnershipEvent): S {
  switch (event.type) {
    case 'listings.OwnershipChecked': {
      const { ownership, checkedAt } = event.data;
      if (ownership === 'found') return { ...state, missingChecks: 0, missingSince: undefined };
      if (ownership === 'missing')
        return {
          ...state,
          missingChecks: state.missingChecks + 1,
          missingSince: state.missingSince ?? new Date(checkedAt),
        };
      return state;
    }
    case 'listings.OwnershipVerified':
      return { ...state, verifiedAt: new Date(event.data.verifiedAt) };
    case 'listings.ListingSuspended':
      return { ...state, status: 'suspended', suspensionReason: event.data.reason };
    case 'listings.ListingReinstated':
      return { ...state, status: 'active', suspensionReason: undefined };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
