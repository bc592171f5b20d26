import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { DomainListing } from '../../http/domain-listing.response.dto';
import { GetListingDetailHandler } from '../../queries/get-listing-detail/get-listing-detail.handler';
import { MarkDomainSoldHandler } from './mark-domain-sold.handler';
import { MarkDomainSoldRequest } from './mark-domain-sold.request.dto';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('domains')
@Controller('api/domains')
export class MarkDomainSoldController {
  constructor(
    private readonly handler: MarkDomainSoldHandler,
    private readonly detail: GetListingDetailHandler,
  ) {}

  @TokenScope('listings:write')
  @Post('mark-sold/:id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mark a domain as sold',
    description:
      'Removes it from the marketplace. The sale can be reversed (unmark-sold) within 7 days of this call. 409 LISTING_SOLD when already sold.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(DomainListing)
  @ApiErrors(400, 401, 404, 409)
  async markSold(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Body() body: MarkDomainSoldRequest,
  ): Promise<DomainListing> {
    await this.handler.execute({
      listingId: id,
      sellerId: caller.userId,
      salePriceUsd: body.salePrice,
      soldAt: body.soldAt,
    });
    return this.detail.execute({ listingId: id, sellerId: caller.userId });
  }
}
