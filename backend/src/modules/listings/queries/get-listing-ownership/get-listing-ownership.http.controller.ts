import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { GetListingOwnershipHandler } from './get-listing-ownership.handler';
import { ListingOwnership } from './get-listing-ownership.response.dto';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('domains')
@Controller('api/domains')
export class GetListingOwnershipController {
  constructor(private readonly handler: GetListingOwnershipHandler) {}

  @TokenScope('listings:read')
  @Get(':id/ownership')
  @ApiOperation({
    summary: "Your listing's ownership proof: the records to publish and what the checks found",
    description: "Another seller's listing answers 404, as a missing one does.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(ListingOwnership)
  @ApiErrors(401, 404)
  getOwnership(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
  ): Promise<ListingOwnership> {
    return this.handler.execute({ listingId: id, sellerId: caller.userId });
  }
}
