import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { decide } from '../../model/negotiations';
import { NegotiationRunner } from '../negotiation-runner';
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
    private readonly negotiations: NegotiationRunner,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute(command: CounterOfferCommand): Promise<void> {
    const { offerId, callerId, amountCents, amountConfirmed = false, message } = command;
    const subject = await offerSubject(this.dataSource.manager, offerId);
    await this.negotiations.run({
      actorId: callerId,
      ...subject,
      message,
      decide: (offers, { listing, deal, now }) =>
        decide(
          {
            type: 'CounterOffer',
            offerId,
            callerId,
            amountCents,
            amountConfirmed,
            listing,
            deal,
            now,
          },
          offers,
        ),
    });
  }
}
