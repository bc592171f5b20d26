import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/auth/public.decorator';
import { ApiEnvelope, ApiErrors, Revalidated } from '../../../../platform/http/api-decorators';
import { MarketplaceListing } from '../get-public-listings/get-public-listings.response.dto';
import { GetPublicListingHandler } from './get-public-listing.handler';

@ApiTags('domains')
@Controller('api/domains')
export class GetPublicListingController {
  constructor(private readonly handler: GetPublicListingHandler) {}

  @Public()
  @Get('by-name/:name')
  @Revalidated()
  @ApiOperation({
    summary: 'A listing on the marketplace, by its domain name (the landing page /d/{name})',
  })
  @ApiParam({ name: 'name', example: 'cloudly.io' })
  @ApiEnvelope(MarketplaceListing)
  @ApiErrors(404)
  getByName(@Param('name') name: string): Promise<MarketplaceListing> {
    return this.handler.execute(name);
  }
}
