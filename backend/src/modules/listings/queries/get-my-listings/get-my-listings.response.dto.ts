import { ApiProperty } from '@nestjs/swagger';
import { Pagination } from '../../../../platform/http/pagination.dto';
import { DomainListing } from '../../http/domain-listing.response.dto';

export class MyListingsPage {
  @ApiProperty({ type: [DomainListing] })
  domains!: DomainListing[];

  @ApiProperty({ type: Pagination })
  pagination!: Pagination;
}
