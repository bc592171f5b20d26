import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { decide } from '../../model/negotiations';
import { type SellerDeclineReason } from '../../model/offer-rules';
import { NegotiationRunner } from '../negotiation-runner';
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
    private readonly negotiations: NegotiationRunner,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute(command: DeclineOfferCommand): Promise<void> {
    const { offerId, callerId, reason } = command;
    const subject = await offerSubject(this.dataSource.manager, offerId);
    await this.negotiations.run({
      actorId: callerId,
      ...subject,
      decide: (offers, { now }) =>
        decide({ type: 'DeclineOffer', offerId, callerId, reason, now }, offers),
    });
  }
}
