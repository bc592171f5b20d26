import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { OfferRulesView } from '../../http/offer-rules.response.dto';
import { GetOfferRulesHandler } from './get-offer-rules.handler';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('offers')
@Controller('api/offers')
export class GetOfferRulesController {
  constructor(private readonly handler: GetOfferRulesHandler) {}

  @TokenScope('offers')
  @Get('rules/:listingId')
  @ApiOperation({
    summary: 'The rules for offers on one of your listings',
    description: 'The listing’s seller.',
  })
  @ApiEnvelope(OfferRulesView)
  @ApiErrors(401, 404)
  rules(
    @CurrentCaller() caller: Caller,
    @Param('listingId') listingId: string,
  ): Promise<OfferRulesView> {
    return this.handler.execute({ listingId, sellerId: caller.userId });
  }
}
