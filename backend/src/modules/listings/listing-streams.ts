import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { handleCommand } from '../../platform/event-store/command-handler';
import { EventStore } from '../../platform/event-store/event-store';
import { type ListingCommand, listingDecider } from './model/listing';
import { listingStreamId } from './model/listing.events';
import { DomainAlreadyListedError, ListingNotFoundError } from './model/listing.errors';
import { isListingId } from './queries/get-listing-detail/get-listing-detail.handler';

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

/** Load, decide, append for a seller's command on one of their listings. */
@Injectable()
export class ListingStreams {
  constructor(private readonly store: EventStore) {}

  async execute(listingId: string, command: ExistingListingCommand): Promise<void> {
    if (!isListingId(listingId)) throw new ListingNotFoundError();
    try {
      await handleCommand(this.store, listingStreamId(listingId), listingDecider, command, {
        commandId: randomUUID(),
        metadata: { actorId: command.sellerId },
      });
    } catch (error) {
      if (isActiveNameTaken(error)) throw new DomainAlreadyListedError();
      throw error;
    }
  }
}
