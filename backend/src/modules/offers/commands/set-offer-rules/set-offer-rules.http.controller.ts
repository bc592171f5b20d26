import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { OfferRulesRequest } from '../../http/offer-rules.request.dto';
import { OfferRulesView } from '../../http/offer-rules.response.dto';
import { OfferRulesReader } from '../../queries/offer-rules.reader';
import { rulesOfRequest } from '../rules-of-request';
import { SetOfferRulesHandler } from './set-offer-rules.handler';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('offers')
@Controller('api/offers')
export class SetOfferRulesController {
  constructor(
    private readonly handler: SetOfferRulesHandler,
    private readonly rules: OfferRulesReader,
  ) {}

  @TokenScope('offers')
  @Put('rules/:listingId')
  @ApiOperation({
    summary: 'Set the rules for offers on one of your listings',
    description:
      'The listing’s seller. A hidden minimum, a Buy Now price above it, whether offers are taken, the answer below the minimum, and the deal’s payment and transfer days.',
  })
  @ApiEnvelope(OfferRulesView)
  @ApiErrors(400, 401, 404)
  async set(
    @CurrentCaller() caller: Caller,
    @Param('listingId') listingId: string,
    @Body() body: OfferRulesRequest,
  ): Promise<OfferRulesView> {
    await this.handler.execute({ listingId, sellerId: caller.userId, rules: rulesOfRequest(body) });
    return this.rules.ofListing(listingId, caller.userId);
  }
}
