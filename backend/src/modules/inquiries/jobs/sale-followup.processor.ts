import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { JobRegistry } from '../../../platform/queue/job-registry';
import { type DomainMarkedSold, SALE_FOLLOWUP_QUEUE } from '../../listings';
import { TellBuyersOfSaleHandler } from '../commands/tell-buyers-of-sale/tell-buyers-of-sale.handler';

/**
 * The inquiries' part of the `sale-followup` queue: after each `DomainMarkedSold`, a job (its id
 * from the sale's event id) that mails the other buyers with open inquiries.
 */
@Injectable()
export class SaleFollowupJobs implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly tellBuyers: TellBuyersOfSaleHandler,
  ) {}

  onModuleInit(): void {
    this.registry.react({
      name: 'inquiries.sale-followup',
      eventTypes: ['listings.DomainMarkedSold'],
      react: (event) => {
        const sale = event as RecordedEvent<string, DomainMarkedSold['data']>;
        return [
          {
            queue: SALE_FOLLOWUP_QUEUE,
            name: 'tell-buyers',
            data: { listingId: sale.data.listingId, transactionId: sale.eventId },
            jobId: `tell-buyers-${sale.eventId}`,
          },
        ];
      },
    });
    this.registry.handle({
      queue: SALE_FOLLOWUP_QUEUE,
      name: 'tell-buyers',
      run: async ({ listingId, transactionId }) =>
        void (await this.tellBuyers.execute({ listingId, transactionId })),
    });
  }
}
