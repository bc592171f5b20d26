import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { decide } from '../../model/negotiations';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { OfferMails } from '../../offer-mails';
import { moveOn, negotiationStreams, withSale, writtenWith } from '../negotiation';
import { offerSubject } from '../offer-of';

/**
 * The offer job at a deadline: an offer still open past it expires. Its command id names the
 * offer and the deadline, so a job run twice records one expiry.
 */
@Injectable()
export class ExpireOfferHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly mails: OfferMails,
    private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute({ offerId, deadline }: { offerId: string; deadline: string }): Promise<void> {
    const move = moveOn(
      await offerSubject(this.dataSource.manager, offerId),
      this.clock.now(),
      `offer-expiry:${offerId}:${deadline}`,
    );
    await this.commands.run({
      id: move.commandId,
      streams: negotiationStreams(move),
      decide: (states) =>
        withSale(
          move,
          states,
          decide({ type: 'ExpireOffer', offerId, now: move.now }, states.offers),
        ),
      alongside: writtenWith(this.mails, move),
    });
  }
}
