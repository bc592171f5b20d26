import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/auth/public.decorator';
import { ApiEnvelope, ApiErrors, Revalidated } from '../../../../platform/http/api-decorators';
import { toPublicListingsQuery } from '../get-public-listings/get-public-listings.query';
import { GetMarketplaceFacetsHandler } from './get-marketplace-facets.handler';
import { GetMarketplaceFacetsRequest } from './get-marketplace-facets.request.dto';
import { MarketplaceFacets } from './get-marketplace-facets.response.dto';

@ApiTags('domains')
@Controller('api/domains')
export class GetMarketplaceFacetsController {
  constructor(private readonly handler: GetMarketplaceFacetsHandler) {}

  @Public()
  @Get('public-listings/facets')
  @Revalidated()
  @ApiOperation({
    summary: "The counts beside the marketplace's filters, for a search and filters",
    description:
      'Open to everyone. How many listings match, and how many each category, extension, registrar and price range would show with that value chosen instead (the other filters kept). The same parameters as the public listings, without page, limit and sort.',
  })
  @ApiEnvelope(MarketplaceFacets)
  @ApiErrors(400)
  getMarketplaceFacets(@Query() request: GetMarketplaceFacetsRequest): Promise<MarketplaceFacets> {
    return this.handler.execute(toPublicListingsQuery(request));
  }
}
