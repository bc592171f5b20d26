import { type CommandStream, type Decider, streamOf } from '../../../platform/event-store/decider';
import { ValidationError } from '../../../platform/errors/domain-error';
import {
  type DomainListed,
  LISTING_PERIOD_DAYS,
  type CheckTrigger,
  type ListingEvent,
  type ListingStreamEvent,
  listingStreamId,
  SALE_REVERSAL_DAYS,
} from './listing.events';
import { isUuid } from '../../../platform/ids/uuid';
import { LISTING_MESSAGES } from './listing-rules';
import {
  type CheckReadings,
  evolveOwnership,
  type OwnershipState,
  recordOwnershipCheck,
} from './ownership';
import {
  DomainAlreadyListedError,
  ListingNotFoundError,
  ListingNotSoldError,
  ListingSoldError,
  ListingSuspendedError,
  ListingUnavailableError,
  OwnListingError,
  ReversalWindowClosedError,
} from './listing.errors';

const DAY = 24 * 60 * 60 * 1000;
/** A sale time this far ahead of the server's clock is still "now" (clock skew of browsers). */
const SOLD_AT_SKEW = 5 * 60 * 1000;

export interface ListingState extends OwnershipState {
  listingId?: string;
  sellerId?: string;
  name?: string;
  priceCents: number;
  description: string;
  autoRelist: boolean;
  /** End of the current listing period. */
  expiresAt?: Date;
  views: number;
  inquiries: number;
  /** When the sale was recorded: the reversal window runs from here. */
  saleRecordedAt?: Date;
}

export type ListingDraft = Omit<DomainListed['data'], 'listedAt' | 'expiresAt'>;

/**
 * `nameTaken`: another listing of the name is active. A name has one active listing at a time, so
 * listing it, relisting it and restoring its sale are refused while it is taken.
 */
export type ListingCommand =
  | { type: 'ListDomain'; listing: ListingDraft; nameTaken: boolean; now: Date }
  | {
      type: 'UpdateListing';
      sellerId: string;
      priceCents?: number;
      description?: string;
      autoRelist?: boolean;
      now: Date;
    }
  | { type: 'DeleteListing'; sellerId: string; now: Date }
  | { type: 'RelistDomain'; sellerId: string; nameTaken: boolean; now: Date }
  | {
      type: 'MarkDomainSold';
      sellerId: string;
      /** The listed price when absent (a sale from a lead). */
      salePriceCents?: number;
      soldAt: Date;
      now: Date;
      buyerId?: string;
      inquiryId?: string;
    }
  | { type: 'RestoreDomain'; sellerId: string; nameTaken: boolean; now: Date }
  /**
   * The deal of an accepted offer was cancelled after a missed deadline: the sale did not happen,
   * so the listing is active again whenever that is (the reversal window is for the seller's own
   * Restore). Nothing when the name went live in another listing meanwhile.
   */
  | { type: 'RestoreAfterDealCancelled'; timelineId: string; nameTaken: boolean; now: Date }
  | { type: 'RecordView'; viewerId: string; now: Date }
  /** The relisting job, at the end of a period: relist free, or expire when auto-relist is off. */
  | { type: 'EndListingPeriod'; now: Date }
  | { type: 'ReceiveInquiry'; buyerId: string; inquiryId: string; now: Date }
  /**
   * A check of the name's DNS and registration: by its seller (`sellerId`), or by the sweep.
   * `nameTaken` as for relisting: a suspended listing whose name went live elsewhere stays down.
   */
  | {
      type: 'RecordOwnershipCheck';
      sellerId?: string;
      trigger: CheckTrigger;
      readings: CheckReadings;
      nameTaken: boolean;
      now: Date;
    };

export const initialListing = (): ListingState => ({
  status: 'none',
  priceCents: 0,
  description: '',
  autoRelist: true,
  views: 0,
  inquiries: 0,
  missingChecks: 0,
});

export function evolve(state: ListingState, event: ListingStreamEvent): ListingState {
  switch (event.type) {
    case 'listings.OwnershipChecked':
    case 'listings.OwnershipVerified':
    case 'listings.ListingSuspended':
    case 'listings.ListingReinstated':
      return evolveOwnership(state, event);
    case 'listings.DomainListed':
      return {
        ...initialListing(),
        status: 'active',
        listingId: event.data.listingId,
        sellerId: event.data.sellerId,
        name: event.data.name,
        priceCents: event.data.priceCents,
        description: event.data.description,
        autoRelist: event.data.autoRelist,
        expiresAt: new Date(event.data.expiresAt),
        views: 0,
        inquiries: 0,
      };
    case 'listings.ListingUpdated':
      return {
        ...state,
        priceCents: event.data.priceCents ?? state.priceCents,
        description: event.data.description ?? state.description,
        autoRelist: event.data.autoRelist ?? state.autoRelist,
      };
    case 'listings.ListingDeleted':
      return { ...state, status: 'deleted' };
    case 'listings.DomainRelisted':
      return { ...state, status: 'active', expiresAt: new Date(event.data.expiresAt) };
    case 'listings.ListingExpired':
      return { ...state, status: 'expired' };
    case 'listings.DomainMarkedSold':
      return { ...state, status: 'sold', saleRecordedAt: new Date(event.data.recordedAt) };
    case 'listings.DomainRestored':
      return { ...state, status: 'active', saleRecordedAt: undefined };
    case 'listings.ListingViewed':
      return { ...state, views: event.data.views };
    case 'listings.InquiryReceived':
      return { ...state, inquiries: event.data.inquiries };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function decide(command: ListingCommand, state: ListingState): ListingStreamEvent[] {
  if (command.type === 'ListDomain') {
    if (state.status !== 'none') throw new Error('A listing id is used once');
    if (command.nameTaken) throw new DomainAlreadyListedError(command.listing.name);
    return [
      {
        type: 'listings.DomainListed',
        data: {
          ...command.listing,
          listedAt: command.now.toISOString(),
          expiresAt: periodEnd(command.now),
        },
      },
    ];
  }
  if (command.type === 'RecordView') return recordView(command, state);
  if (command.type === 'ReceiveInquiry') return receiveInquiry(command, state);
  if (command.type === 'EndListingPeriod') return endListingPeriod(command.now, state);
  if (command.type === 'RecordOwnershipCheck') return checkOwnership(command, state);
  if (command.type === 'RestoreAfterDealCancelled') return restoreAfterDeal(command, state);
  if (
    state.status === 'none' ||
    state.status === 'deleted' ||
    !state.listingId ||
    state.sellerId !== command.sellerId
  )
    throw new ListingNotFoundError();
  const ids = { listingId: state.listingId, sellerId: command.sellerId };
  const now = command.now.toISOString();

  switch (command.type) {
    case 'UpdateListing': {
      if (state.status === 'sold') throw new ListingSoldError('edit it');
      const changes = {
        ...(command.priceCents !== undefined && command.priceCents !== state.priceCents
          ? { priceCents: command.priceCents }
          : {}),
        ...(command.description !== undefined && command.description !== state.description
          ? { description: command.description }
          : {}),
        ...(command.autoRelist !== undefined && command.autoRelist !== state.autoRelist
          ? { autoRelist: command.autoRelist }
          : {}),
      };
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'listings.ListingUpdated', data: { ...ids, ...changes, updatedAt: now } }];
    }
    case 'DeleteListing':
      if (state.status === 'sold') throw new ListingSoldError('delete it');
      return [{ type: 'listings.ListingDeleted', data: { ...ids, deletedAt: now } }];
    case 'RelistDomain':
      if (state.status === 'sold') throw new ListingSoldError('relist it');
      if (state.status === 'suspended') throw new ListingSuspendedError();
      if (command.nameTaken) throw new DomainAlreadyListedError(state.name);
      return [
        {
          type: 'listings.DomainRelisted',
          data: {
            ...ids,
            relistedAt: now,
            expiresAt: periodEnd(command.now),
            automatic: false,
          },
        },
      ];
    case 'MarkDomainSold':
      if (state.status === 'sold') throw new ListingSoldError('mark it sold again');
      if (command.soldAt.getTime() > command.now.getTime() + SOLD_AT_SKEW)
        throw new ValidationError([{ field: 'soldAt', message: LISTING_MESSAGES.soldAtFuture }]);
      return [
        {
          type: 'listings.DomainMarkedSold',
          data: {
            ...ids,
            salePriceCents: command.salePriceCents ?? state.priceCents,
            listedPriceCents: state.priceCents,
            soldAt: command.soldAt.toISOString(),
            recordedAt: now,
            ...(command.buyerId ? { buyerId: command.buyerId } : {}),
            ...(command.inquiryId ? { inquiryId: command.inquiryId } : {}),
          },
        },
      ];
    case 'RestoreDomain':
      if (state.status !== 'sold' || !state.saleRecordedAt) throw new ListingNotSoldError();
      if (!isWithinReversalWindow(state.saleRecordedAt, command.now))
        throw new ReversalWindowClosedError();
      if (command.nameTaken) throw new DomainAlreadyListedError(state.name);
      return [{ type: 'listings.DomainRestored', data: { ...ids, restoredAt: now } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

function restoreAfterDeal(
  command: Extract<ListingCommand, { type: 'RestoreAfterDealCancelled' }>,
  state: ListingState,
): ListingEvent[] {
  const { status, listingId, sellerId } = state;
  if (status !== 'sold' || !listingId || !sellerId || command.nameTaken) return [];
  return [
    {
      type: 'listings.DomainRestored',
      data: {
        listingId,
        sellerId,
        restoredAt: command.now.toISOString(),
        reason: 'deal_cancelled',
        timelineId: command.timelineId,
      },
    },
  ];
}

/**
 * On the marketplace: active, and not past its period with auto-relist off (such a listing is
 * expired from that moment, whether or not the relist job has run yet).
 */
export function isOnMarketplace(state: ListingState, now: Date): boolean {
  return (
    state.status === 'active' &&
    (state.autoRelist || !state.expiresAt || now.getTime() < state.expiresAt.getTime())
  );
}

/**
 * Nothing unless the listing is active and its period is over, so the job can run any number of
 * times. The new period starts when the job runs: `days_listed` restarts from there.
 */
function endListingPeriod(now: Date, state: ListingState): ListingEvent[] {
  const { status, listingId, sellerId, expiresAt } = state;
  if (status !== 'active' || !listingId || !sellerId || !expiresAt || expiresAt > now) return [];
  if (state.autoRelist)
    return [
      {
        type: 'listings.DomainRelisted',
        data: {
          listingId,
          sellerId,
          relistedAt: now.toISOString(),
          expiresAt: periodEnd(now),
          automatic: true,
        },
      },
    ];
  return [
    {
      type: 'listings.ListingExpired',
      data: {
        listingId,
        sellerId,
        periodEndedAt: expiresAt.toISOString(),
        expiredAt: now.toISOString(),
      },
    },
  ];
}

/** The seller's own views and views of a listing off the marketplace are not counted. */
function recordView(
  command: Extract<ListingCommand, { type: 'RecordView' }>,
  state: ListingState,
): ListingEvent[] {
  if (state.status === 'none' || state.status === 'deleted' || !state.listingId || !state.sellerId)
    throw new ListingNotFoundError();
  if (command.viewerId === state.sellerId || !isOnMarketplace(state, command.now)) return [];
  return [
    {
      type: 'listings.ListingViewed',
      data: {
        listingId: state.listingId,
        sellerId: state.sellerId,
        viewedAt: command.now.toISOString(),
        views: state.views + 1,
      },
    },
  ];
}

function receiveInquiry(
  command: Extract<ListingCommand, { type: 'ReceiveInquiry' }>,
  state: ListingState,
): ListingEvent[] {
  if (state.status === 'none' || state.status === 'deleted' || !state.listingId || !state.sellerId)
    throw new ListingNotFoundError();
  if (command.buyerId === state.sellerId) throw new OwnListingError();
  if (!isOnMarketplace(state, command.now)) throw new ListingUnavailableError();
  return [
    {
      type: 'listings.InquiryReceived',
      data: {
        listingId: state.listingId,
        sellerId: state.sellerId,
        inquiryId: command.inquiryId,
        receivedAt: command.now.toISOString(),
        inquiries: state.inquiries + 1,
      },
    },
  ];
}

/**
 * The sweep checks active and suspended listings and skips any other (nothing to record); a
 * seller may check their listing unless it is sold or gone.
 */
function checkOwnership(
  command: Extract<ListingCommand, { type: 'RecordOwnershipCheck' }>,
  state: ListingState,
): ListingStreamEvent[] {
  if (command.sellerId === undefined)
    return state.status === 'active' || state.status === 'suspended'
      ? recordOwnershipCheck(command, state)
      : [];
  if (state.status === 'none' || state.status === 'deleted' || state.sellerId !== command.sellerId)
    throw new ListingNotFoundError();
  if (state.status === 'sold') throw new ListingSoldError('check it');
  return recordOwnershipCheck(command, state);
}

/** A sale recorded at `recordedAt` can be reversed until 7 days have passed, not at 7 days. */
export function isWithinReversalWindow(recordedAt: Date, now: Date): boolean {
  return now.getTime() - recordedAt.getTime() < SALE_REVERSAL_DAYS * DAY;
}

export function reversalDeadline(recordedAt: Date): Date {
  return new Date(recordedAt.getTime() + SALE_REVERSAL_DAYS * DAY);
}

function periodEnd(from: Date): string {
  return new Date(from.getTime() + LISTING_PERIOD_DAYS * DAY).toISOString();
}

export const listingDecider: Decider<ListingCommand, ListingStreamEvent, ListingState> = {
  initialState: initialListing,
  evolve,
  decide,
};

/** A listing's stream, for a command on it. A malformed id is a listing that does not exist. */
export function listingStream(listingId: string): CommandStream<ListingState, ListingStreamEvent> {
  if (!isUuid(listingId)) throw new ListingNotFoundError();
  return streamOf(listingStreamId(listingId), listingDecider);
}
