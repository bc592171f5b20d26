import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/auth/public.decorator';
import { ApiEnvelope, ApiErrors, Revalidated } from '../../../../platform/http/api-decorators';
import { GetPublicListingsHandler } from './get-public-listings.handler';
import { GetPublicListingsRequest } from './get-public-listings.request.dto';
import { PublicListingsPage } from './get-public-listings.response.dto';
import { toPublicListingsQuery } from './get-public-listings.query';

@ApiTags('domains')
@Controller('api/domains')
export class GetPublicListingsController {
  constructor(private readonly handler: GetPublicListingsHandler) {}

  @Public()
  @Get('public-listings')
  @Revalidated()
  @ApiOperation({
    summary: 'The marketplace: active listings with search, filters and sorts',
    description:
      'Open to everyone; a token, valid or not, changes nothing. A page past the last answers an empty list. Updated a moment after each change (an asynchronous read model).',
  })
  @ApiEnvelope(PublicListingsPage)
  @ApiErrors(400)
  getPublicListings(@Query() request: GetPublicListingsRequest): Promise<PublicListingsPage> {
    return this.handler.execute(toPublicListingsQuery(request));
  }
}
