import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { OfferInboxRequest } from '../../http/offer-list.request.dto';
import { OffersPage } from '../../http/offer.response.dto';
import { OFFER_LIST_DEFAULT } from '../../model/offer-rules';
import { GetOfferInboxHandler } from './get-offer-inbox.handler';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('offers')
@Controller('api/offers')
export class GetOfferInboxController {
  constructor(private readonly handler: GetOfferInboxHandler) {}

  @TokenScope('offers')
  @Get('inbox')
  @ApiOperation({
    summary: 'Offers on your listings, latest activity first',
    description:
      'Signed-in sellers. Each offer shows the amount against the listed price and your minimum; offers below the minimum are left out unless lowballs=true.',
  })
  @ApiEnvelope(OffersPage)
  @ApiErrors(400, 401, 404)
  list(@CurrentCaller() caller: Caller, @Query() request: OfferInboxRequest): Promise<OffersPage> {
    return this.handler.execute({
      sellerId: caller.userId,
      status: request.status ?? 'all',
      listingId: request.listingId,
      lowballs: request.lowballs ?? false,
      page: request.page ?? 1,
      limit: request.limit ?? OFFER_LIST_DEFAULT,
    });
  }
}
