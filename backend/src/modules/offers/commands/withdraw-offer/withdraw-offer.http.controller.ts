import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { Offer } from '../../http/offer.response.dto';
import { OfferReader } from '../../queries/offer.reader';
import { WithdrawOfferHandler } from './withdraw-offer.handler';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('offers')
@Controller('api/offers')
export class WithdrawOfferController {
  constructor(
    private readonly handler: WithdrawOfferHandler,
    private readonly offers: OfferReader,
  ) {}

  @TokenScope('offers')
  @Post(':id/withdraw')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Take back your offer before the seller answers it',
    description: 'The buyer, while the offer awaits the seller. 409 NOT_YOUR_TURN or OFFER_CLOSED.',
  })
  @ApiEnvelope(Offer)
  @ApiErrors(401, 404, 409)
  async withdraw(@CurrentCaller() caller: Caller, @Param('id') id: string): Promise<Offer> {
    await this.handler.execute({ offerId: id, callerId: caller.userId });
    return this.offers.find(id, caller.userId);
  }
}
