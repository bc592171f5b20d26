import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '../../../platform/queue/job-registry';
import { SALE_FOLLOWUP_QUEUE } from '../../listings';
import { GenerateSaleReportHandler } from '../commands/generate-sale-report/generate-sale-report.handler';

/**
 * The deals' part of the `sale-followup` queue: after each `DomainMarkedSold`, a job (its id from
 * the sale's event id) that generates the sale report. The report's stream is written once, so a
 * job run twice changes nothing.
 */
@Injectable()
export class SaleReportJobs implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly generate: GenerateSaleReportHandler,
  ) {}

  onModuleInit(): void {
    this.registry.react({
      name: 'deals.sale-reports',
      eventTypes: ['listings.DomainMarkedSold'],
      react: (sale) => [
        {
          queue: SALE_FOLLOWUP_QUEUE,
          name: 'sale-report',
          data: { transactionId: sale.eventId },
          jobId: `sale-report-${sale.eventId}`,
        },
      ],
    });
    this.registry.handle({
      queue: SALE_FOLLOWUP_QUEUE,
      name: 'sale-report',
      run: async ({ transactionId }) => void (await this.generate.execute({ transactionId })),
    });
  }
}
