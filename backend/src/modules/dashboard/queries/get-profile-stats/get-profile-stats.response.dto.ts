import { ApiProperty } from '@nestjs/swagger';

/** The caller's selling record from their listings, deleted ones excluded. */
export class ProfileStats {
  @ApiProperty({ example: 12 })
  totalListings!: number;

  @ApiProperty({ description: 'Listed and neither sold nor expired', example: 9 })
  activeListings!: number;

  @ApiProperty({ example: 3 })
  soldListings!: number;

  @ApiProperty({ description: 'Sum of the sale prices, USD', example: 1250 })
  totalRevenue!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Mean sale price, USD to the cent; null when nothing is sold',
    example: 416.67,
  })
  averageSalePrice!: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Mean days from listing to sale, one decimal; null when nothing is sold',
    example: 12.5,
  })
  averageDaysToSell!: number | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the earliest of the listings was listed; null without listings',
    example: '2025-12-15T12:00:00.000Z',
  })
  firstListedAt!: string | null;
}
