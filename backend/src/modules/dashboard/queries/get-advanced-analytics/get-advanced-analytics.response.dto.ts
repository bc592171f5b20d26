import { ApiProperty } from '@nestjs/swagger';

export class DashboardDay {
  @ApiProperty({ description: 'UTC day', example: '2026-03-15' })
  date!: string;

  @ApiProperty({ example: 0 })
  views!: number;

  @ApiProperty({ example: 0 })
  inquiries!: number;

  @ApiProperty({ description: 'Listings created that day and not deleted since', example: 2 })
  listings!: number;

  @ApiProperty({ description: 'Listings sold that day and not restored since', example: 1 })
  sales!: number;
}

export class DashboardTopListing {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'example.com' })
  name!: string;

  @ApiProperty({ description: 'Listed price, USD', example: 249 })
  price!: number;

  @ApiProperty({ enum: ['active', 'sold', 'expired'] })
  status!: 'active' | 'sold' | 'expired';

  @ApiProperty({ example: 0 })
  views!: number;

  @ApiProperty({ example: 0 })
  inquiries!: number;

  @ApiProperty({
    description: 'Inquiries per view, percent, one decimal; 0 without views',
    example: 0,
  })
  conversionRate!: number;
}

export class DashboardPriceBand {
  @ApiProperty({ example: '$100–$249' })
  label!: string;

  @ApiProperty({ description: 'USD, inclusive', example: 100 })
  min!: number;

  @ApiProperty({
    description: 'USD; a price between two bands (249.50) belongs to the lower one',
    example: 249,
  })
  max!: number;

  @ApiProperty({ example: 4 })
  listings!: number;

  @ApiProperty({ example: 1 })
  sold!: number;

  @ApiProperty({ example: 0 })
  views!: number;

  @ApiProperty({ example: 0 })
  inquiries!: number;

  @ApiProperty({
    description: 'Sold listings per inquiry, percent, one decimal; 0 without inquiries',
    example: 0,
  })
  conversionRate!: number;
}

/** Liquidation Pro's analytics over the caller's listings, deleted ones excluded. */
export class AdvancedAnalytics {
  @ApiProperty({ example: 90 })
  days!: number;

  @ApiProperty({
    type: [DashboardDay],
    description: 'One entry per UTC day, oldest first, ending today',
  })
  daily!: DashboardDay[];

  @ApiProperty({
    type: [DashboardTopListing],
    description: 'Up to 5: most inquiries, then most views, then the newest',
  })
  topListings!: DashboardTopListing[];

  @ApiProperty({ type: [DashboardPriceBand], description: 'Every band, by listed price' })
  priceBands!: DashboardPriceBand[];
}
