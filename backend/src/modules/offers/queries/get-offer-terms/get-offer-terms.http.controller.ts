import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { OfferTerms } from '../../http/offer-rules.response.dto';
import { GetOfferTermsHandler } from './get-offer-terms.handler';

@ApiTags('offers')
@Controller('api/offers')
export class GetOfferTermsController {
  constructor(private readonly handler: GetOfferTermsHandler) {}

  @Get('terms/:listingId')
  @ApiOperation({
    summary: 'Whether a listing takes offers, its Buy Now price and the deal’s deadlines',
    description: 'Signed-in users. Never the seller’s minimum.',
  })
  @ApiEnvelope(OfferTerms)
  @ApiErrors(401, 404)
  terms(
    @CurrentCaller() caller: Caller,
    @Param('listingId') listingId: string,
  ): Promise<OfferTerms> {
    return this.handler.execute({ listingId, callerId: caller.userId });
  }
}
