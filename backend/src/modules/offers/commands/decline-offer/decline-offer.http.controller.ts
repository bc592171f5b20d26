import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { DeclineOfferRequest } from '../../http/offer-move.request.dto';
import { Offer } from '../../http/offer.response.dto';
import { OfferReader } from '../../queries/offer.reader';
import { DeclineOfferHandler } from './decline-offer.handler';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('offers')
@Controller('api/offers')
export class DeclineOfferController {
  constructor(
    private readonly handler: DeclineOfferHandler,
    private readonly offers: OfferReader,
  ) {}

  @TokenScope('offers')
  @Post(':id/decline')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Decline an offer (seller, with a reason) or walk away from a counter (buyer)',
    description: 'The side whose turn it is. 409 NOT_YOUR_TURN or OFFER_CLOSED.',
  })
  @ApiEnvelope(Offer)
  @ApiErrors(400, 401, 404, 409)
  async decline(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Body() body: DeclineOfferRequest,
  ): Promise<Offer> {
    await this.handler.execute({ offerId: id, callerId: caller.userId, reason: body.reason });
    return this.offers.find(id, caller.userId);
  }
}
