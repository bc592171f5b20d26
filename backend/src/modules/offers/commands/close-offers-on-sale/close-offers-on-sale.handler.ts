import { Injectable } from '@nestjs/common';
import { decide } from '../../model/negotiations';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { OfferMails } from '../../offer-mails';
import { moveOn, negotiationStreams, withSale, writtenWith } from '../negotiation';

/**
 * After a listing is sold another way (Mark as Sold, a lead), its open offers end "sold". The
 * command id names the sale, so a job run twice declines once.
 */
@Injectable()
export class CloseOffersOnSaleHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly mails: OfferMails,
    private readonly clock: Clock,
  ) {}

  async execute(sale: { listingId: string; sellerId: string; saleId: string }): Promise<void> {
    const move = moveOn(sale, this.clock.now(), `offers-closed-by-sale:${sale.saleId}`);
    await this.commands.run({
      id: move.commandId,
      streams: negotiationStreams(move),
      decide: (states) =>
        withSale(move, states, decide({ type: 'CloseForSale', now: move.now }, states.offers)),
      alongside: writtenWith(this.mails, move),
    });
  }
}
