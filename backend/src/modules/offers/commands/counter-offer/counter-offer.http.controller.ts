import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { CounterOfferRequest } from '../../http/offer-move.request.dto';
import { Offer } from '../../http/offer.response.dto';
import { OfferReader } from '../../queries/offer.reader';
import { CounterOfferHandler } from './counter-offer.handler';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('offers')
@Controller('api/offers')
export class CounterOfferController {
  constructor(
    private readonly handler: CounterOfferHandler,
    private readonly offers: OfferReader,
  ) {}

  @TokenScope('offers')
  @Post(':id/counter')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Answer an offer with another amount',
    description:
      'The side whose turn it is. The counter binds for 7 days; a buyer’s counter meets the seller’s rules like an offer (at or above Buy Now it sells at the Buy Now price; above the asking price it needs `confirmAmount`). 409 NOT_YOUR_TURN, OFFER_CLOSED or LISTING_UNAVAILABLE; 422 OFFER_NEEDS_CONFIRMATION.',
  })
  @ApiEnvelope(Offer)
  @ApiErrors(400, 401, 404, 409, 422)
  async counter(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Body() body: CounterOfferRequest,
  ): Promise<Offer> {
    await this.handler.execute({
      offerId: id,
      callerId: caller.userId,
      amountCents: Math.round(body.amount * 100),
      amountConfirmed: body.confirmAmount === true,
      message: body.message || undefined,
    });
    return this.offers.find(id, caller.userId);
  }
}
