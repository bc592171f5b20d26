import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { Offer } from '../../http/offer.response.dto';
import { OfferReader } from '../../queries/offer.reader';
import { AcceptOfferHandler } from './accept-offer.handler';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('offers')
@Controller('api/offers')
export class AcceptOfferController {
  constructor(
    private readonly handler: AcceptOfferHandler,
    private readonly offers: OfferReader,
  ) {}

  @TokenScope('offers')
  @Post(':id/accept')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Accept the amount on the table: the domain is sold and the deal opens',
    description:
      'The side whose turn it is. In one step the listing is marked sold to the buyer at that amount, the other open offers on it are declined "sold", and the deal opens with its payment deadline (deal_id). 409 NOT_YOUR_TURN, OFFER_CLOSED or LISTING_UNAVAILABLE.',
  })
  @ApiEnvelope(Offer)
  @ApiErrors(401, 404, 409)
  async accept(@CurrentCaller() caller: Caller, @Param('id') id: string): Promise<Offer> {
    await this.handler.execute({ offerId: id, callerId: caller.userId });
    return this.offers.find(id, caller.userId);
  }
}
