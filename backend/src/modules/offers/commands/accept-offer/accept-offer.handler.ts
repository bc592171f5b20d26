import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { decide } from '../../model/negotiations';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { OfferMails } from '../../offer-mails';
import { moveOn, negotiationStreams, offeredListing, withSale, writtenWith } from '../negotiation';
import { offerSubject } from '../offer-of';

export interface AcceptOfferCommand {
  offerId: string;
  callerId: string;
}

/**
 * The side whose turn it is accepts the amount on the table: in one transaction the listing is
 * sold to the buyer at that amount, every other open offer on it is declined "sold", and the
 * deal opens with its payment deadline.
 */
@Injectable()
export class AcceptOfferHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly mails: OfferMails,
    private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute(command: AcceptOfferCommand): Promise<void> {
    const { offerId, callerId } = command;
    const move = moveOn(await offerSubject(this.dataSource.manager, offerId), this.clock.now());
    await this.commands.run({
      id: move.commandId,
      metadata: { actorId: callerId },
      streams: negotiationStreams(move),
      decide: (states) =>
        withSale(
          move,
          states,
          decide(
            {
              type: 'AcceptOffer',
              offerId,
              callerId,
              listing: offeredListing(move, states),
              deal: move.deal,
              now: move.now,
            },
            states.offers,
          ),
        ),
      alongside: writtenWith(this.mails, move),
    });
  }
}
