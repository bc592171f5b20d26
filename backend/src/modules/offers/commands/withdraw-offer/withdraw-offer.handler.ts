import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { decide } from '../../model/negotiations';
import { NegotiationRunner } from '../negotiation-runner';
import { offerSubject } from '../offer-of';

export interface WithdrawOfferCommand {
  offerId: string;
  callerId: string;
}

/** The buyer takes an offer back before the seller has answered it. */
@Injectable()
export class WithdrawOfferHandler {
  constructor(
    private readonly negotiations: NegotiationRunner,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute(command: WithdrawOfferCommand): Promise<void> {
    const { offerId, callerId } = command;
    const subject = await offerSubject(this.dataSource.manager, offerId);
    await this.negotiations.run({
      actorId: callerId,
      ...subject,
      decide: (offers, { now }) =>
        decide({ type: 'WithdrawOffer', offerId, callerId, now }, offers),
    });
  }
}
