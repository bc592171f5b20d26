import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { OfferListRequest } from '../../http/offer-list.request.dto';
import { OffersPage } from '../../http/offer.response.dto';
import { OFFER_LIST_DEFAULT } from '../../model/offer-rules';
import { GetMyOffersHandler } from './get-my-offers.handler';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('offers')
@Controller('api/offers')
export class GetMyOffersController {
  constructor(private readonly handler: GetMyOffersHandler) {}

  @TokenScope('offers')
  @Get('mine')
  @ApiOperation({
    summary: 'Your offers as a buyer, latest activity first',
    description: 'Signed-in buyers.',
  })
  @ApiEnvelope(OffersPage)
  @ApiErrors(400, 401)
  list(@CurrentCaller() caller: Caller, @Query() request: OfferListRequest): Promise<OffersPage> {
    return this.handler.execute({
      buyerId: caller.userId,
      status: request.status ?? 'all',
      page: request.page ?? 1,
      limit: request.limit ?? OFFER_LIST_DEFAULT,
    });
  }
}
