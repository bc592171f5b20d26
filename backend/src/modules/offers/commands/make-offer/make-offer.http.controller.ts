import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { Offer } from '../../http/offer.response.dto';
import { OfferReader } from '../../queries/offer.reader';
import { MakeOfferHandler } from './make-offer.handler';
import { MakeOfferRequest } from './make-offer.request.dto';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('offers')
@Controller('api/offers')
export class MakeOfferController {
  constructor(
    private readonly handler: MakeOfferHandler,
    private readonly offers: OfferReader,
  ) {}

  @TokenScope('offers')
  @Post()
  @ApiOperation({
    summary: 'Make an offer on a listing, answered at once by the seller’s rules',
    description:
      'Signed-in buyers. The offer binds for 7 days unless withdrawn before the seller answers. Below the seller’s minimum it comes back declined ("below the seller’s minimum", never the minimum itself) with `offer_again_at`: the buyer may offer on the listing again 24 hours later, and until then is refused with 429 OFFER_COOLING_DOWN and `Retry-After`. At or above the Buy Now price it comes back accepted at the Buy Now price, with its deal. An amount above the asking price needs `confirmAmount: true` (422 OFFER_NEEDS_CONFIRMATION without it). 422 OWN_LISTING, OFFERS_NOT_ALLOWED or TOO_MANY_OPEN_OFFERS (10); 409 OFFER_ALREADY_OPEN or LISTING_UNAVAILABLE.',
  })
  @ApiEnvelope(Offer, { status: 201 })
  @ApiErrors(400, 401, 404, 409, 422)
  async make(@CurrentCaller() caller: Caller, @Body() body: MakeOfferRequest): Promise<Offer> {
    const { offerId } = await this.handler.execute({
      buyerId: caller.userId,
      listingId: body.listingId,
      amountCents: Math.round(body.amount * 100),
      amountConfirmed: body.confirmAmount === true,
      message: body.message || undefined,
    });
    return this.offers.find(offerId, caller.userId);
  }
}
