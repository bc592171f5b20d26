import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { OfferRulesView } from '../../http/offer-rules.response.dto';
import { GetDefaultOfferRulesHandler } from './get-default-offer-rules.handler';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('offers')
@Controller('api/offers')
export class GetDefaultOfferRulesController {
  constructor(private readonly handler: GetDefaultOfferRulesHandler) {}

  @TokenScope('offers')
  @Get('default-rules')
  @ApiOperation({ summary: 'Your default rules for offers', description: 'Signed-in sellers.' })
  @ApiEnvelope(OfferRulesView)
  @ApiErrors(401)
  rules(@CurrentCaller() caller: Caller): Promise<OfferRulesView> {
    return this.handler.execute({ sellerId: caller.userId });
  }
}
