import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { decide, listingStream } from '../../model/listing';
import { nameCheckOfListing } from '../active-names';
import { type RestoreDomainCommand } from './restore-domain.command';

/**
 * Reverses a sale within 7 days of recording it, decided from the sale event in the stream. The
 * domain is active again, so its name must be free: the name is locked and checked as when listing.
 */
@Injectable()
export class RestoreDomainHandler {
  constructor(
    private readonly commands: CommandRunner,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute(command: RestoreDomainCommand): Promise<void> {
    const { listingId, sellerId } = command;
    const listing = listingStream(listingId);
    const nameCheck = await nameCheckOfListing(this.dataSource.manager, listingId, sellerId);
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: sellerId },
      streams: { listing },
      ...nameCheck,
      decide: (states, { nameTaken }) => ({
        listing: decide({ type: 'RestoreDomain', sellerId, nameTaken, now }, states.listing),
      }),
    });
  }
}
