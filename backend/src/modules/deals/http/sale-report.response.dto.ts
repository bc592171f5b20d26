import { ApiProperty } from '@nestjs/swagger';
import { Pagination } from '../../../platform/http/pagination.dto';
import {
  RECOMMENDATION_KINDS,
  type RecommendationKind,
  REPORT_TIMEFRAMES,
  type ReportTimeframe,
} from '../model/sale-report-rules';

export class SaleRecommendation {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: RECOMMENDATION_KINDS })
  kind!: RecommendationKind;

  @ApiProperty({ example: 'Reprice quietname.org' })
  title!: string;

  @ApiProperty({
    example:
      'Listed 74 days with no inquiry. A lower price or a better description usually brings the first offer.',
  })
  detail!: string;

  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The listing it is about, if one',
  })
  listing_id!: string | null;

  @ApiProperty({ nullable: true, type: String })
  domain_name!: string | null;

  @ApiProperty()
  implemented!: boolean;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  implemented_at!: string | null;
}

/** How a sale went, against its listing and the seller's earlier sales, with what to do next. */
export class SaleReport {
  @ApiProperty({ format: 'uuid', description: 'Equal to the transaction id' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  transaction_id!: string;

  @ApiProperty({ format: 'uuid' })
  listing_id!: string;

  @ApiProperty({ example: 'cloudly.io' })
  domain_name!: string;

  @ApiProperty({ format: 'date-time' })
  generated_at!: string;

  @ApiProperty({ format: 'date-time' })
  sold_at!: string;

  @ApiProperty({ format: 'date-time', description: 'When the domain was first listed' })
  listed_at!: string;

  @ApiProperty({ description: 'Whole days from the first listing to the sale', example: 12 })
  days_to_sell!: number;

  @ApiProperty({ example: 140 })
  views_before_sale!: number;

  @ApiProperty({ example: 3 })
  inquiries_before_sale!: number;

  @ApiProperty({ description: 'USD', example: 249 })
  sale_price!: number;

  @ApiProperty({ description: 'The listed price when it sold, USD', example: 299 })
  listed_price!: number;

  @ApiProperty({ description: 'sale / listed x 100, one decimal', example: 83.3 })
  price_vs_listed_pct!: number;

  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Average price of the seller’s earlier sales not reversed, USD; null without one',
  })
  seller_average_sale_price!: number | null;

  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'sale / seller average x 100, one decimal',
  })
  price_vs_seller_average_pct!: number | null;

  @ApiProperty({ description: 'The sale was reversed: the domain is back on sale' })
  restored!: boolean;

  @ApiProperty({ type: [SaleRecommendation] })
  recommendations!: SaleRecommendation[];
}

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
