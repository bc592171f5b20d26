import { ApiProperty } from '@nestjs/swagger';
import { Pagination } from '../../../../platform/http/pagination.dto';
import { SaleReport } from '../../http/sale-report.response.dto';
import { REPORT_TIMEFRAMES, type ReportTimeframe } from '../../model/sale-report-rules';

/** The seller's sales of the timeframe that have a report and were not reversed. */
export class SellerSalesFigures {
  @ApiProperty({ enum: REPORT_TIMEFRAMES })
  timeframe!: ReportTimeframe;

  @ApiProperty({ example: 4 })
  total_sales!: number;

  @ApiProperty({ description: 'USD', example: 1180 })
  total_revenue!: number;

  @ApiProperty({ nullable: true, type: Number, description: 'USD; null without a sale' })
  average_sale_price!: number | null;

  @ApiProperty({ nullable: true, type: Number, description: 'One decimal; null without a sale' })
  average_days_to_sell!: number | null;

  @ApiProperty({ nullable: true, type: Number, description: 'One decimal; null without a sale' })
  average_price_vs_listed_pct!: number | null;

  @ApiProperty({ description: 'Recommendations of these reports not yet implemented' })
  open_recommendations!: number;
}

export class SellerSalesSummary {
  @ApiProperty({ type: SellerSalesFigures })
  summary!: SellerSalesFigures;

  @ApiProperty({ type: [SaleReport], description: 'Newest sale first' })
  reports!: SaleReport[];

  @ApiProperty({ type: Pagination })
  pagination!: Pagination;
}
