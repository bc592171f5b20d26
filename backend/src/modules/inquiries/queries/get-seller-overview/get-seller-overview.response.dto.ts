import { ApiProperty } from '@nestjs/swagger';

/** The lead manager's cards and performance summary. */
export class SellerOverview {
  @ApiProperty({ description: 'New and responded inquiries', example: 4 })
  activeLeads!: number;

  @ApiProperty({ example: 3 })
  newLeads!: number;

  @ApiProperty({ example: 1 })
  respondedLeads!: number;

  @ApiProperty({ description: 'Every inquiry received', example: 9 })
  totalInquiries!: number;

  @ApiProperty({ example: 2 })
  domainsSold!: number;

  @ApiProperty({ description: 'Sum of sale prices, USD (0% commission: all yours)', example: 540 })
  totalRevenue!: number;

  @ApiProperty({ description: 'USD, 0 without sales', example: 270 })
  averageSalePrice!: number;

  @ApiProperty({
    description: 'Inquiries answered or closed (not new) / inquiries x 100, one decimal',
    example: 66.7,
  })
  responseRate!: number;

  @ApiProperty({ description: 'Sales / inquiries x 100, one decimal', example: 22.2 })
  conversionRate!: number;
}
