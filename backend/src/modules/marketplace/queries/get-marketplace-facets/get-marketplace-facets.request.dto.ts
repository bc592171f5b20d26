import { OmitType } from '@nestjs/swagger';
import { GetPublicListingsRequest } from '../get-public-listings/get-public-listings.request.dto';

/** The marketplace's search and filters, as the public listings take them, without a page or sort. */
export class GetMarketplaceFacetsRequest extends OmitType(GetPublicListingsRequest, [
  'page',
  'limit',
  'sort',
] as const) {}
