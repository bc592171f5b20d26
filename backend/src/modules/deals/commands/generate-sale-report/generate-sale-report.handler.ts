import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { handleCommand } from '../../../../platform/event-store/command-handler';
import { EventStore } from '../../../../platform/event-store/event-store';
import { DealSales, type DealSaleRow } from '../../deal-sales';
import { type SaleReport } from '../../http/sale-report.response.dto';
import { SaleReportReader } from '../../queries/sale-report.reader';
import { SaleNotFoundError } from '../../model/deal.errors';
import { type ActiveListingFacts, composeSaleReport } from '../../model/sale-figures';
import { saleReportDecider } from '../../model/sale-report';
import { saleReportStreamId } from '../../model/sale-report.events';
import { type GenerateSaleReportCommand } from './generate-sale-report.command';

/**
 * Makes the report on a sale once: by the job that follows each sale, or on the seller's request,
 * whichever comes first. The command id derives from the sale, so the two racing, or a job
 * retried, append one report between them. Answers undefined while the sale is unknown.
 */
@Injectable()
export class GenerateSaleReportHandler {
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sales: DealSales,
    private readonly reports: SaleReportReader,
    private readonly clock: Clock,
  ) {}

  async execute(command: GenerateSaleReportCommand): Promise<SaleReport | undefined> {
    const sale = await this.sales.find(command.transactionId);
    if (!sale) return undefined;
    if (command.sellerId !== undefined && command.sellerId !== sale.seller_id)
      throw new SaleNotFoundError();
    const streamId = saleReportStreamId(sale.sale_id);
    if ((await this.store.streamVersion(streamId)) === 0n)
      await handleCommand(
        this.store,
        streamId,
        saleReportDecider,
        { type: 'GenerateSaleReport', report: await this.compose(sale) },
        {
          commandId: `deals.generate-sale-report:${sale.sale_id}`,
          metadata: command.sellerId ? { actorId: command.sellerId } : {},
        },
      );
    return this.reports.find(sale.sale_id, sale.seller_id);
  }

  private async compose(sale: DealSaleRow) {
    const now = this.clock.now();
    const [earlier, listings] = await Promise.all([
      this.dataSource.query<Array<{ sale_price_cents: number }>>(
        `select sale_price_cents from deal_sales
          where seller_id = $1 and restored_at is null and sold_at < $2 and sale_id <> $3`,
        [sale.seller_id, sale.sold_at, sale.sale_id],
      ),
      this.dataSource.query<
        Array<{
          listing_id: string;
          name: string;
          listed_at: Date;
          inquiries: number;
          has_description: boolean;
        }>
      >(
        // A listing past its period that will not be relisted is off sale, as on the marketplace.
        `select listing_id, name, listed_at, inquiries, has_description from deal_listings
          where seller_id = $1 and status = 'active' and (auto_relist or expires_at > $2)`,
        [sale.seller_id, now],
      ),
    ]);
    return composeSaleReport({
      sale: {
        transactionId: sale.sale_id,
        listingId: sale.listing_id,
        sellerId: sale.seller_id,
        domainName: sale.domain_name,
        salePriceCents: sale.sale_price_cents,
        listedPriceCents: sale.listed_price_cents,
        soldAt: sale.sold_at,
        listedAt: sale.listed_at,
        viewsAtSale: sale.views_at_sale,
        inquiriesAtSale: sale.inquiries_at_sale,
      },
      earlierSalePricesCents: earlier.map((row) => row.sale_price_cents),
      activeListings: listings.map((row): ActiveListingFacts => ({
        listingId: row.listing_id,
        name: row.name,
        listedAt: row.listed_at,
        inquiries: row.inquiries,
        hasDescription: row.has_description,
      })),
      now,
    });
  }
}
