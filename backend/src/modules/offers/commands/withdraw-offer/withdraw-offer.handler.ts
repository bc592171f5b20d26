import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { decide } from '../../model/negotiations';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { OfferMails } from '../../offer-mails';
import { moveOn, negotiationStreams, withSale, writtenWith } from '../negotiation';
import { offerSubject } from '../offer-of';

export interface WithdrawOfferCommand {
  offerId: string;
  callerId: string;
}

/** The buyer takes an offer back before the seller has answered it. */
@Injectable()
export class WithdrawOfferHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly mails: OfferMails,
    private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute(command: WithdrawOfferCommand): Promise<void> {
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
          decide({ type: 'WithdrawOffer', offerId, callerId, now: move.now }, states.offers),
        ),
      alongside: writtenWith(this.mails, move),
    });
  }
}
