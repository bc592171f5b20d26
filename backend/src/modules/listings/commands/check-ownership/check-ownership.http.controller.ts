import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { GetListingOwnershipHandler } from '../../queries/get-listing-ownership/get-listing-ownership.handler';
import { ListingOwnership } from '../../queries/get-listing-ownership/get-listing-ownership.response.dto';
import { CHECK_NOW_EVERY_SECONDS, CHECKS_NOW_PER_SELLER_PER_HOUR } from '../../model/listing-rules';
import { CheckOwnershipHandler } from './check-ownership.handler';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('domains')
@Controller('api/domains')
export class CheckOwnershipController {
  constructor(
    private readonly handler: CheckOwnershipHandler,
    private readonly ownership: GetListingOwnershipHandler,
  ) {}

  @TokenScope('listings:write')
  @Post(':id/ownership/check')
  @HttpCode(200)
  @ApiOperation({
    summary: "Check your listing's DNS records and registration now",
    description:
      'Resolves the ownership TXT record and the `_for-sale` record, reads the registration over RDAP, and records the check: the first record found verifies the listing; a good check reinstates a suspended one. A DNS server that does not answer is reported as unreachable, never as a missing record. 409 LISTING_SOLD for a sold domain. ' +
      `A listing is checked at most once in ${CHECK_NOW_EVERY_SECONDS} s (429 CHECKED_RECENTLY) and a seller checks at most ${CHECKS_NOW_PER_SELLER_PER_HOUR} times an hour (429 CHECK_LIMIT_REACHED), each with \`Retry-After\`; the sweep and Check all are not counted.`,
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(ListingOwnership)
  @ApiErrors(401, 404, 409)
  async check(@CurrentCaller() caller: Caller, @Param('id') id: string): Promise<ListingOwnership> {
    await this.handler.execute({
      listingId: id,
      sellerId: caller.userId,
      trigger: 'seller',
      checkNow: true,
    });
    return this.ownership.execute({ listingId: id, sellerId: caller.userId });
  }
}
