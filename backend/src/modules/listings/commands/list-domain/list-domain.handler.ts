import { Injectable } from '@nestjs/common';
import { InsufficientCreditsError } from '../../../credits';
import { ListingWriter } from '../../listing-writer';
import { DomainAlreadyListedError } from '../../model/listing.errors';
import { type ListDomainCommand } from './list-domain.command';

@Injectable()
export class ListDomainHandler {
  constructor(private readonly writer: ListingWriter) {}

  /** The new listing's id. */
  async execute(command: ListDomainCommand): Promise<string> {
    const { sellerId, ...listing } = command;
    const { listed } = await this.writer.list(
      sellerId,
      [listing],
      ({ takenNames, availableCredits }) => {
        if (takenNames.has(listing.name)) throw new DomainAlreadyListedError(listing.name);
        if (availableCredits < 1) throw new InsufficientCreditsError();
        return [listing];
      },
    );
    return listed[0].listingId;
  }
}
