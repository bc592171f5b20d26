import { ApiProperty } from '@nestjs/swagger';
import { Pagination } from '../../../platform/http/pagination.dto';

/** A completed sale (spec section 3 "Sold record"), from the sale itself, not from a lead. */
export class SoldRecord {
  @ApiProperty({ format: 'uuid', description: 'The sold listing' })
  id!: string;

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Null when the domain was marked sold without a lead',
  })
  buyer_name!: string | null;

  @ApiProperty({ nullable: true, type: String })
  buyer_email!: string | null;

  @ApiProperty({ example: 'cloudly.io' })
  domain_name!: string;

  @ApiProperty({ description: 'USD', example: 249 })
  sale_price!: number;

  @ApiProperty({ description: 'The listed price when it sold, USD', example: 249 })
  listed_price!: number;

  @ApiProperty({ format: 'date-time' })
  sold_date!: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  inquiry_id!: string | null;

  @ApiProperty({
    format: 'uuid',
    description: 'The sale: the id of its DomainMarkedSold event, the key of its deal timeline',
  })
  transaction_id!: string;
}

export class SoldRecordsPage {
  @ApiProperty({ type: [SoldRecord] })
  sales!: SoldRecord[];

  @ApiProperty({ type: Pagination })
  pagination!: Pagination;
}
