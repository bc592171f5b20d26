import { ApiProperty, PickType } from '@nestjs/swagger';
import { Pagination } from '../../../../platform/http/pagination.dto';
import { DomainListing } from '../../../listings';

/** A listing as buyers see it: the fields of spec section 3, nothing private to the seller. */
export class MarketplaceListing extends PickType(DomainListing, [
  'id',
  'name',
  'description',
  'price',
  'status',
  'is_priority',
  'inquiries',
  'views',
  'created_at',
  'last_relisted_at',
  'expires_at',
  'domain_type',
  'registrar',
  'tags',
  'conversion_rate',
  'days_listed',
  'category',
  'extension',
  'seller',
  'verified',
  'registration_expires_at',
] as const) {}

/** A span of a listing's name that matched the search: `start` included, `end` not. */
export class NameHighlight {
  @ApiProperty({ example: 0 })
  start!: number;

  @ApiProperty({ example: 5 })
  end!: number;
}

/** A listing of the marketplace page, with where its name matched the search. */
export class MarketplaceMatch extends MarketplaceListing {
  @ApiProperty({
    type: [NameHighlight],
    description:
      "The spans of the name that matched the search's words (a word, the start of one, or a word a typo stood for) or its piece; empty without a search",
  })
  highlights!: NameHighlight[];
}

export class PriceRangeOption {
  @ApiProperty({ example: 100 })
  min!: number;

  @ApiProperty({ example: 250 })
  max!: number;

  @ApiProperty({ example: '$100 - $250' })
  label!: string;
}

/** The filter options of spec section 3, from the listings on the marketplace now. */
export class MarketplaceFilters {
  @ApiProperty({ type: [String], example: ['Business', 'Technology'] })
  categories!: string[];

  @ApiProperty({ type: [String], example: ['.com', '.io'] })
  extensions!: string[];

  @ApiProperty({ type: [String], example: ['GoDaddy', 'Namecheap'] })
  registrars!: string[];

  @ApiProperty({ type: [PriceRangeOption] })
  priceRanges!: PriceRangeOption[];
}

export class MarketplaceStats {
  @ApiProperty({ description: 'Listings on the marketplace now, whatever the filters' })
  totalActive!: number;
}

/**
 * The pagination block, its total exact up to 10,000 matches: above, `total` is 10,000, flagged
 * as a lower bound, and the pages go as deep as the first 10,000 results.
 */
export class MarketplacePagination extends Pagination {
  @ApiProperty({
    description:
      'True when more than 10,000 listings match: `total` is then 10,000 ("10,000+"), and `totalPages` reaches the first 10,000 results only',
  })
  totalIsLowerBound!: boolean;
}

export class PublicListingsPage {
  @ApiProperty({ type: [MarketplaceMatch] })
  domains!: MarketplaceMatch[];

  @ApiProperty({ type: MarketplacePagination })
  pagination!: MarketplacePagination;

  @ApiProperty({ type: MarketplaceFilters })
  filters!: MarketplaceFilters;

  @ApiProperty({ type: MarketplaceStats })
  stats!: MarketplaceStats;
}
