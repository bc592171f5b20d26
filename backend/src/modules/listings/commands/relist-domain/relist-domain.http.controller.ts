import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { DomainListing } from '../../http/domain-listing.response.dto';
import { GetListingDetailHandler } from '../../queries/get-listing-detail/get-listing-detail.handler';
import { RelistDomainHandler } from './relist-domain.handler';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('domains')
@Controller('api/domains')
export class RelistDomainController {
  constructor(
    private readonly handler: RelistDomainHandler,
    private readonly detail: GetListingDetailHandler,
  ) {}

  @TokenScope('listings:write')
  @Post('relist/:id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Relist a domain for a new 30-day period (free)',
    description:
      'Days listed start again. 409 LISTING_SOLD for a sold domain; 409 DOMAIN_ALREADY_LISTED when another active listing has the name.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(DomainListing)
  @ApiErrors(401, 404, 409)
  async relist(@CurrentCaller() caller: Caller, @Param('id') id: string): Promise<DomainListing> {
    await this.handler.execute({ listingId: id, sellerId: caller.userId });
    return this.detail.execute({ listingId: id, sellerId: caller.userId });
  }
}
