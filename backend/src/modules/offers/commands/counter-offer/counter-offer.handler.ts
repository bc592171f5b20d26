import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { decide } from '../../model/negotiations';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { OfferMails } from '../../offer-mails';
import { moveOn, negotiationStreams, offeredListing, withSale, writtenWith } from '../negotiation';
import { offerSubject } from '../offer-of';

export interface CounterOfferCommand {
  offerId: string;
  callerId: string;
  amountCents: number;
  /** The buyer confirmed an amount above the asking price (unconfirmed when absent). */
  amountConfirmed?: boolean;
  message?: string;
}

/**
 * The side whose turn it is answers with another amount, binding for 7 days. A buyer's counter
 * meets the seller's rules as a first offer does (below the minimum, at Buy Now).
 */
@Injectable()
export class CounterOfferHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly mails: OfferMails,
    private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute(command: CounterOfferCommand): Promise<void> {
    const { offerId, callerId, amountCents, amountConfirmed = false, message } = command;
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
              type: 'CounterOffer',
              offerId,
              callerId,
              amountCents,
              amountConfirmed,
              listing: offeredListing(move, states),
              deal: move.deal,
              now: move.now,
            },
            states.offers,
          ),
        ),
      alongside: writtenWith(this.mails, move, message),
    });
  }
}
