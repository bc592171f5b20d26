import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { DomainListing } from '../../http/domain-listing.response.dto';
import { GetListingDetailHandler } from '../../queries/get-listing-detail/get-listing-detail.handler';
import { UpdateListingHandler } from './update-listing.handler';
import { UpdateListingRequest } from './update-listing.request.dto';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('domains')
@Controller('api/domains')
export class UpdateListingController {
  constructor(
    private readonly handler: UpdateListingHandler,
    private readonly detail: GetListingDetailHandler,
  ) {}

  @TokenScope('listings:write')
  @Put('update/:id')
  @ApiOperation({
    summary: "Change a listing's price or description",
    description: "409 LISTING_SOLD for a sold domain; 404 for another seller's listing.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(DomainListing)
  @ApiErrors(400, 401, 404, 409)
  async update(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Body() body: UpdateListingRequest,
  ): Promise<DomainListing> {
    await this.handler.execute({
      listingId: id,
      sellerId: caller.userId,
      priceUsd: body.price,
      description: body.description,
      autoRelist: body.autoRelist,
    });
    return this.detail.execute({ listingId: id, sellerId: caller.userId });
  }
}
