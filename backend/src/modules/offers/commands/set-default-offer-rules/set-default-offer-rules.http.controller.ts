import { Body, Controller, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { OfferRulesRequest } from '../../http/offer-rules.request.dto';
import { OfferRulesView } from '../../http/offer-rules.response.dto';
import { OfferRulesReader } from '../../queries/offer-rules.reader';
import { rulesOfRequest } from '../rules-of-request';
import { SetDefaultOfferRulesHandler } from './set-default-offer-rules.handler';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('offers')
@Controller('api/offers')
export class SetDefaultOfferRulesController {
  constructor(
    private readonly handler: SetDefaultOfferRulesHandler,
    private readonly rules: OfferRulesReader,
  ) {}

  @TokenScope('offers')
  @Put('default-rules')
  @ApiOperation({
    summary: 'Set your default rules for offers, for listings without their own',
    description: 'Signed-in sellers.',
  })
  @ApiEnvelope(OfferRulesView)
  @ApiErrors(400, 401)
  async set(
    @CurrentCaller() caller: Caller,
    @Body() body: OfferRulesRequest,
  ): Promise<OfferRulesView> {
    await this.handler.execute({ sellerId: caller.userId, rules: rulesOfRequest(body) });
    return this.rules.defaults(caller.userId);
  }
}
