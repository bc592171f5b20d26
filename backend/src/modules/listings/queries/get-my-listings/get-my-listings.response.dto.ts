import { ApiProperty } from '@nestjs/swagger';
import { DomainListing } from '../../http/domain-listing.response.dto';

export class Pagination {
  @ApiProperty({ example: 1 })
  page!: number;

  @ApiProperty({ example: 50 })
  limit!: number;

  @ApiProperty({ example: 120 })
  total!: number;

  @ApiProperty({ example: 3 })
  totalPages!: number;

  @ApiProperty()
  hasNextPage!: boolean;

  @ApiProperty()
  hasPreviousPage!: boolean;
}

export class MyListingsPage {
  @ApiProperty({ type: [DomainListing] })
  domains!: DomainListing[];

  @ApiProperty({ type: Pagination })
  pagination!: Pagination;
}
