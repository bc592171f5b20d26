import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { DealSales } from '../../deal-sales';
import { type SaleReport } from '../../http/sale-report.response.dto';
import { GetSaleReportHandler } from '../../queries/get-sale-report/get-sale-report.handler';
import { SaleNotFoundError } from '../../model/deal.errors';
import { composeSaleReport } from '../../model/sale-figures';
import { decide, saleReportStream } from '../../model/sale-report';
import { saleReportInput } from './sale-report-input';
import { type GenerateSaleReportCommand } from './generate-sale-report.command';

/**
 * Makes the report on a sale once: by the job that follows each sale, or on the seller's request,
 * whichever comes first. The command id derives from the sale, so the two racing, or a job
 * retried, append one report between them (a report made already is not composed again).
 * Answers undefined while the sale is unknown.
 */
@Injectable()
export class GenerateSaleReportHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly sales: DealSales,
    private readonly reports: GetSaleReportHandler,
    private readonly clock: Clock,
  ) {}

  async execute(command: GenerateSaleReportCommand): Promise<SaleReport | undefined> {
    const sale = await this.sales.find(command.transactionId);
    if (!sale) return undefined;
    if (command.sellerId !== undefined && command.sellerId !== sale.seller_id)
      throw new SaleNotFoundError();
    const now = this.clock.now();
    await this.commands.run({
      id: `deals.generate-sale-report:${sale.sale_id}`,
      metadata: command.sellerId ? { actorId: command.sellerId } : {},
      streams: { report: saleReportStream(sale.sale_id) },
      read: (manager) => saleReportInput(manager, sale, now),
      decide: ({ report }, input) => ({
        report: decide({ type: 'GenerateSaleReport', report: composeSaleReport(input) }, report),
      }),
    });
    return this.reports.execute({ reportId: sale.sale_id, sellerId: sale.seller_id });
  }
}
