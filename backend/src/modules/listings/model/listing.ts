import { type Decider } from '../../../platform/event-store/decider';
import { ValidationError } from '../../../platform/http/domain-error';
import {
  type DomainListed,
  LISTING_PERIOD_DAYS,
  type ListingEvent,
  SALE_REVERSAL_DAYS,
} from './listing.events';
import { LISTING_MESSAGES } from './listing-rules';
import {
  ListingNotFoundError,
  ListingNotSoldError,
  ListingSoldError,
  ReversalWindowClosedError,
} from './listing.errors';

const DAY = 24 * 60 * 60 * 1000;
/** A sale time this far ahead of the server's clock is still "now" (clock skew of browsers). */
const SOLD_AT_SKEW = 5 * 60 * 1000;

export interface ListingState {
  status: 'none' | 'active' | 'expired' | 'sold' | 'deleted';
  listingId?: string;
  sellerId?: string;
  name?: string;
  priceCents: number;
  description: string;
  autoRelist: boolean;
  /** When the sale was recorded: the reversal window runs from here. */
  saleRecordedAt?: Date;
}

export type ListingDraft = Omit<DomainListed['data'], 'listedAt' | 'expiresAt'>;

export type ListingCommand =
  | { type: 'ListDomain'; listing: ListingDraft; now: Date }
  | {
      type: 'UpdateListing';
      sellerId: string;
      priceCents?: number;
      description?: string;
      autoRelist?: boolean;
      now: Date;
    }
  | { type: 'DeleteListing'; sellerId: string; now: Date }
  | { type: 'RelistDomain'; sellerId: string; automatic: boolean; now: Date }
  | { type: 'MarkDomainSold'; sellerId: string; salePriceCents: number; soldAt: Date; now: Date }
  | { type: 'RestoreDomain'; sellerId: string; now: Date };

export const initialListing = (): ListingState => ({
  status: 'none',
  priceCents: 0,
  description: '',
  autoRelist: true,
});

export function evolve(state: ListingState, event: ListingEvent): ListingState {
  switch (event.type) {
    case 'listings.DomainListed':
      return {
        status: 'active',
        listingId: event.data.listingId,
        sellerId: event.data.sellerId,
        name: event.data.name,
        priceCents: event.data.priceCents,
        description: event.data.description,
        autoRelist: event.data.autoRelist,
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
      return { ...state, status: 'active' };
    case 'listings.DomainMarkedSold':
      return { ...state, status: 'sold', saleRecordedAt: new Date(event.data.recordedAt) };
    case 'listings.DomainRestored':
      return { ...state, status: 'active', saleRecordedAt: undefined };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function decide(command: ListingCommand, state: ListingState): ListingEvent[] {
  if (command.type === 'ListDomain') {
    if (state.status !== 'none') throw new Error('A listing id is used once');
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
      return [
        {
          type: 'listings.DomainRelisted',
          data: {
            ...ids,
            relistedAt: now,
            expiresAt: periodEnd(command.now),
            automatic: command.automatic,
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
            salePriceCents: command.salePriceCents,
            listedPriceCents: state.priceCents,
            soldAt: command.soldAt.toISOString(),
            recordedAt: now,
          },
        },
      ];
    case 'RestoreDomain':
      if (state.status !== 'sold' || !state.saleRecordedAt) throw new ListingNotSoldError();
      if (!isWithinReversalWindow(state.saleRecordedAt, command.now))
        throw new ReversalWindowClosedError();
      return [{ type: 'listings.DomainRestored', data: { ...ids, restoredAt: now } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
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

export const listingDecider: Decider<ListingCommand, ListingEvent, ListingState> = {
  initialState: initialListing,
  evolve,
  decide,
};
