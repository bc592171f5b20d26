import { ApiProperty } from '@nestjs/swagger';

/** The stat cards of the seller dashboard, over the caller's listings; deleted ones are left out. */
export class DashboardStats {
  @ApiProperty({ example: 12 })
  totalListings!: number;

  @ApiProperty({ description: 'Listed and neither sold nor expired', example: 9 })
  activeListings!: number;

  @ApiProperty({ example: 3 })
  soldListings!: number;

  @ApiProperty({ example: 0 })
  totalViews!: number;

  @ApiProperty({ example: 0 })
  totalInquiries!: number;

  @ApiProperty({ description: 'Sum of the sale prices of the sold listings, USD', example: 1250 })
  totalRevenue!: number;

  @ApiProperty({
    description: 'Mean listed price of the listings, USD to the cent; 0 without listings',
    example: 249.5,
  })
  averagePrice!: number;

  @ApiProperty({
    description: 'Sold listings per inquiry, percent, one decimal; 0 without inquiries',
    example: 12.5,
  })
  conversionRate!: number;
}
