import { Injectable } from '@nestjs/common';
import { decide } from '../../model/negotiations';
import { NegotiationRunner } from '../negotiation-runner';

/**
 * After a listing is sold another way (Mark as Sold, a lead), its open offers end "sold". The
 * command id names the sale, so a job run twice declines once.
 */
@Injectable()
export class CloseOffersOnSaleHandler {
  constructor(private readonly negotiations: NegotiationRunner) {}

  async execute(sale: { listingId: string; sellerId: string; saleId: string }): Promise<void> {
    await this.negotiations.run({
      commandId: `offers-closed-by-sale:${sale.saleId}`,
      listingId: sale.listingId,
      sellerId: sale.sellerId,
      decide: (offers, { now }) => decide({ type: 'CloseForSale', now }, offers),
    });
  }
}
