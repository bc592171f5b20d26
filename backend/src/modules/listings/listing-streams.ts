import {
  type DecidedWithin,
  decideWithin,
  type HandleCommandOptions,
} from '../../platform/event-store/command-handler';
import { type StoreTransaction } from '../../platform/event-store/event-store';
import {
  type ListingCommand,
  listingDecider,
  type ListingState,
  listingStream,
} from './model/listing';
import { type ListingEvent } from './model/listing.events';

/** The listing's stream id, for a transaction of another module that must lock it. */
export function lockedListingStream(listingId: string): string {
  return listingStream(listingId).id;
}

/**
 * Decides a command on a listing inside `EventStore.transact` (the listing's stream among the
 * locked ones); the caller appends the result with its own.
 */
export function decideOnListing(
  tx: StoreTransaction,
  listingId: string,
  command: ListingCommand,
  options: HandleCommandOptions,
): Promise<DecidedWithin<ListingEvent, ListingState>> {
  return decideWithin(tx, lockedListingStream(listingId), listingDecider, command, {
    ...options,
    tag: 'listing',
  });
}
