import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { decide } from '../../model/negotiations';
import { NegotiationRunner } from '../negotiation-runner';
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
    private readonly negotiations: NegotiationRunner,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute(command: AcceptOfferCommand): Promise<void> {
    const { offerId, callerId } = command;
    const subject = await offerSubject(this.dataSource.manager, offerId);
    await this.negotiations.run({
      actorId: callerId,
      ...subject,
      decide: (offers, { listing, deal, now }) =>
        decide({ type: 'AcceptOffer', offerId, callerId, listing, deal, now }, offers),
    });
  }
}
