import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { decide } from '../../model/negotiations';
import { NegotiationRunner } from '../negotiation-runner';
import { offerSubject } from '../offer-of';

/**
 * The offer job at a deadline: an offer still open past it expires. Its command id names the
 * offer and the deadline, so a job run twice records one expiry.
 */
@Injectable()
export class ExpireOfferHandler {
  constructor(
    private readonly negotiations: NegotiationRunner,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute({ offerId, deadline }: { offerId: string; deadline: string }): Promise<void> {
    const subject = await offerSubject(this.dataSource.manager, offerId);
    await this.negotiations.run({
      commandId: `offer-expiry:${offerId}:${deadline}`,
      ...subject,
      decide: (offers, { now }) => decide({ type: 'ExpireOffer', offerId, now }, offers),
    });
  }
}
