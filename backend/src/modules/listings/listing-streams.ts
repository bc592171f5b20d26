import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type DecidedWithin,
  decideWithin,
  handleCommand,
  type HandleCommandOptions,
} from '../../platform/event-store/command-handler';
import { EventStore, type StoreTransaction } from '../../platform/event-store/event-store';
import { type ListingCommand, listingDecider, type ListingState } from './model/listing';
import { type ListingEvent, listingStreamId } from './model/listing.events';
import { DomainAlreadyListedError, ListingNotFoundError } from './model/listing.errors';
import { isListingId } from './model/listing-id';

const ACTIVE_NAME_INDEX = 'domain_listings_active_name';

/**
 * A unique violation of the one-active-listing-per-name index, raised by the inline projection in
 * the append's transaction: another listing of the name committed first.
 */
export function isActiveNameTaken(error: unknown): boolean {
  const candidate = error as { driverError?: { code?: string; constraint?: string } };
  const source = candidate?.driverError ?? (error as { code?: string; constraint?: string });
  return source?.code === '23505' && source.constraint === ACTIVE_NAME_INDEX;
}

export type ExistingListingCommand = Exclude<ListingCommand, { type: 'ListDomain' }>;

/**
 * Load, decide, append for a command on an existing listing: the seller's, a buyer's view, or
 * (inside another module's transaction) an inquiry or a sale from a lead.
 */
@Injectable()
export class ListingStreams {
  constructor(private readonly store: EventStore) {}

  async execute(
    listingId: string,
    command: ExistingListingCommand,
    options: HandleCommandOptions = {
      commandId: randomUUID(),
      metadata: { actorId: 'sellerId' in command ? command.sellerId : undefined },
    },
  ): Promise<{ events: number; idempotentReplay: boolean }> {
    if (!isListingId(listingId)) throw new ListingNotFoundError();
    try {
      const result = await handleCommand(
        this.store,
        listingStreamId(listingId),
        listingDecider,
        command,
        options,
      );
      return { events: result.events.length, idempotentReplay: result.idempotentReplay };
    } catch (error) {
      if (isActiveNameTaken(error)) throw new DomainAlreadyListedError();
      throw error;
    }
  }
}

/** The listing's stream id, for a transaction of another module that must lock it. */
export function lockedListingStream(listingId: string): string {
  if (!isListingId(listingId)) throw new ListingNotFoundError();
  return listingStreamId(listingId);
}

/**
 * Decides a command on a listing inside `EventStore.transact` (the listing's stream among the
 * locked ones); the caller appends the result with its own.
 */
export function decideOnListing(
  tx: StoreTransaction,
  listingId: string,
  command: ExistingListingCommand,
  options: HandleCommandOptions,
): Promise<DecidedWithin<ListingEvent, ListingState>> {
  return decideWithin(tx, lockedListingStream(listingId), listingDecider, command, {
    ...options,
    tag: 'listing',
  });
}
