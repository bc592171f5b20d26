import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { DomainListing } from '../../http/domain-listing.response.dto';
import { GetListingDetailHandler } from '../../queries/get-listing-detail/get-listing-detail.handler';
import { RestoreDomainHandler } from './restore-domain.handler';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('domains')
@Controller('api/domains')
export class RestoreDomainController {
  constructor(
    private readonly handler: RestoreDomainHandler,
    private readonly detail: GetListingDetailHandler,
  ) {}

  @TokenScope('listings:write')
  @Post('unmark-sold/:id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Restore a sold domain to active (reverse the sale)',
    description:
      'Allowed until 7 days after the sale was marked; later 409 REVERSAL_WINDOW_CLOSED. 409 LISTING_NOT_SOLD when it is not sold; 409 DOMAIN_ALREADY_LISTED when another active listing has the name meanwhile.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(DomainListing)
  @ApiErrors(401, 404, 409)
  async restore(@CurrentCaller() caller: Caller, @Param('id') id: string): Promise<DomainListing> {
    await this.handler.execute({ listingId: id, sellerId: caller.userId });
    return this.detail.execute({ listingId: id, sellerId: caller.userId });
  }
}
