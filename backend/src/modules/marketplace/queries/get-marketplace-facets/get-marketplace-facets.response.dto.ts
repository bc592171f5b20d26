import { ApiProperty } from '@nestjs/swagger';
import { PriceRangeOption } from '../get-public-listings/get-public-listings.response.dto';

/** A value of a filter and how many listings it would show. */
export class FacetCount {
  @ApiProperty({ example: 'Technology' })
  value!: string;

  @ApiProperty({ example: 128, description: 'Exact up to 10,000; 10,000 when more' })
  count!: number;

  @ApiProperty({ description: 'True when more than 10,000 listings: `count` is then 10,000' })
  countIsLowerBound!: boolean;
}

/** A range of the price dropdown and how many listings it would show. */
export class PriceRangeCount extends PriceRangeOption {
  @ApiProperty({ example: 42, description: 'Exact up to 10,000; 10,000 when more' })
  count!: number;

  @ApiProperty({ description: 'True when more than 10,000 listings: `count` is then 10,000' })
  countIsLowerBound!: boolean;
}

/**
 * How many listings on the marketplace match the search and filters (`total`), and for each
 * value a filter offers, how many would with that value chosen instead: each filter's counts
 * leave its own choice out and keep the others. Values no listing has are left out.
 */
export class MarketplaceFacets {
  @ApiProperty({
    example: 311,
    description:
      'Listings matching the search and every filter, exact up to 10,000; 10,000 when more',
  })
  total!: number;

  @ApiProperty({ description: 'True when more than 10,000 listings match: `total` is then 10,000' })
  totalIsLowerBound!: boolean;

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
