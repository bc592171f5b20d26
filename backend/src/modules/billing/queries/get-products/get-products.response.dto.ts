import { ApiProperty } from '@nestjs/swagger';

/** A product on sale (spec section 3 "Products"). */
export class ProductDto {
  @ApiProperty({ enum: ['credit', 'pro'] })
  id!: 'credit' | 'pro';

  @ApiProperty({
    description: 'Send back as price_id to create a checkout session',
    example: 'test_price_credit',
  })
  priceId!: string;

  @ApiProperty({ example: 'Pay Per Listing' })
  name!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({
    description: 'US dollars per unit (one credit, or one year of Pro)',
    example: 9.99,
  })
  price!: number;

  @ApiProperty({ enum: ['payment', 'subscription'] })
  mode!: 'payment' | 'subscription';

  @ApiProperty({ description: 'Credits granted per unit bought', example: 1 })
  credits!: number;
}
