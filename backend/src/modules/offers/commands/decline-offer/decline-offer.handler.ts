import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { decide } from '../../model/negotiations';
import { type SellerDeclineReason } from '../../model/offer-rules';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { OfferMails } from '../../offer-mails';
import { moveOn, negotiationStreams, withSale, writtenWith } from '../negotiation';
import { offerSubject } from '../offer-of';

export interface DeclineOfferCommand {
  offerId: string;
  callerId: string;
  reason?: SellerDeclineReason;
}

/** The seller declines with a reason from the list, or the buyer walks away from a counter. */
@Injectable()
export class DeclineOfferHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly mails: OfferMails,
    private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute(command: DeclineOfferCommand): Promise<void> {
    const { offerId, callerId, reason } = command;
    const move = moveOn(await offerSubject(this.dataSource.manager, offerId), this.clock.now());
    await this.commands.run({
      id: move.commandId,
      metadata: { actorId: callerId },
      streams: negotiationStreams(move),
      decide: (states) =>
        withSale(
          move,
          states,
          decide({ type: 'DeclineOffer', offerId, callerId, reason, now: move.now }, states.offers),
        ),
      alongside: writtenWith(this.mails, move),
    });
  }
}
