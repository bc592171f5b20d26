import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { DomainListing } from '../../http/domain-listing.response.dto';
import { GetListingDetailHandler } from './get-listing-detail.handler';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('domains')
@Controller('api/domains')
export class GetListingDetailController {
  constructor(private readonly handler: GetListingDetailHandler) {}

  @TokenScope('listings:read')
  @Get('detail/:id')
  @ApiOperation({
    summary: 'One of your listings',
    description: "Another seller's listing answers 404, as a missing one does.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(DomainListing)
  @ApiErrors(401, 404)
  getDetail(@CurrentCaller() caller: Caller, @Param('id') id: string): Promise<DomainListing> {
    return this.handler.execute({ listingId: id, sellerId: caller.userId });
  }
}
