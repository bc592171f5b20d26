import { ApiProperty } from '@nestjs/swagger';
import { PriceRangeOption } from '../get-public-listings/get-public-listings.response.dto';

/** A value of a filter and how many listings it would show. */
export class FacetCount {
  @ApiProperty({ example: 'Technology' })
  value!: string;

  @ApiProperty({ example: 128 })
  count!: number;
}

/** A range of the price dropdown and how many listings it would show. */
export class PriceRangeCount extends PriceRangeOption {
  @ApiProperty({ example: 42 })
  count!: number;
}

/**
 * How many listings on the marketplace match the search and filters (`total`), and for each
 * value a filter offers, how many would with that value chosen instead: each filter's counts
 * leave its own choice out and keep the others. Values no listing has are left out.
 */
export class MarketplaceFacets {
  @ApiProperty({ example: 311, description: 'Listings matching the search and every filter' })
  total!: number;

  @ApiProperty({ type: [FacetCount], description: 'By category, in the order of the values' })
  categories!: FacetCount[];

  @ApiProperty({ type: [FacetCount], description: 'By extension, in the order of the values' })
  extensions!: FacetCount[];

  @ApiProperty({ type: [FacetCount], description: 'By registrar, in the order of the values' })
  registrars!: FacetCount[];

  @ApiProperty({
    type: [PriceRangeCount],
    description:
      'Each range of the price dropdown (bounds included, as min_price and max_price read them), every one listed',
  })
  priceRanges!: PriceRangeCount[];
}
