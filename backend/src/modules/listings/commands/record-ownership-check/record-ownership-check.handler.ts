import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { AppConfig } from '../../../../platform/config/app-config';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { UserDirectory } from '../../../identity';
import { decide, listingStream } from '../../model/listing';
import { type ListingStreamEvent, type ListingSuspended } from '../../model/listing.events';
import { SUSPENSION_EXPLANATIONS } from '../../model/ownership';
import { nameCheckOf, nameCheckOfListing } from '../active-names';
import { type RecordOwnershipCheckCommand } from './record-ownership-check.command';

/**
 * Records what a check of the listing's name read, and what follows (verified, suspended,
 * reinstated), in one command on the listing's stream. A suspension queues the mail to the
 * seller in the same transaction, so it is sent once. The name is locked as for relisting: a
 * reinstated listing is active again, so its name must still be free.
 */
@Injectable()
export class RecordOwnershipCheckHandler {
  constructor(
    private readonly commands: CommandRunner,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** The events this check appended (none when the sweep's round had been recorded already). */
  async execute(command: RecordOwnershipCheckCommand): Promise<ListingStreamEvent[]> {
    const { listingId, sellerId, trigger, readings } = command;
    const listing = listingStream(listingId);
    const nameCheck =
      command.name === undefined
        ? await nameCheckOfListing(this.dataSource.manager, listingId, sellerId)
        : nameCheckOf(listingId, command.name);
    const now = this.clock.now();
    const { events, replayed } = await this.commands.run({
      id: command.commandId,
      metadata: sellerId ? { actorId: sellerId } : {},
      streams: { listing },
      ...nameCheck,
      decide: (states, { nameTaken }) => ({
        listing: decide(
          { type: 'RecordOwnershipCheck', sellerId, trigger, readings, nameTaken, now },
          states.listing,
        ),
      }),
      alongside: async (manager, { after, events: decided }) => {
        const suspension = decided.listing?.find(
          (event): event is ListingSuspended => event.type === 'listings.ListingSuspended',
        );
        const seller = suspension && (await this.users.find(suspension.data.sellerId, manager));
        if (!suspension || !seller || !after.listing.name) return;
        const name = after.listing.name;
        const { problem, fix } = SUSPENSION_EXPLANATIONS[suspension.data.reason];
        await this.outbox.enqueue(manager, {
          to: seller.email,
          template: 'listings.listing-suspended',
          dedupeKey: `listing-suspended:${listingId}:${suspension.data.suspendedAt}`,
          subject: `${name} is off the marketplace until it passes a check`,
          text: [
            `Hello ${seller.fullName},`,
            '',
            `We took your listing of ${name} off the marketplace. ${problem}`,
            '',
            `What to do: ${fix}`,
            'The next good check puts it back at once; the daily checks keep running meanwhile.',
            '',
            `Your listing: ${this.config.siteUrl}/domain/${listingId}`,
          ].join('\n'),
        });
      },
    });
    if (replayed) return [];
    const appended = events.listing ?? [];
    if (appended.some((event) => event.type === 'listings.ListingSuspended'))
      this.outbox.notifyCommitted();
    return [...appended];
  }
}
