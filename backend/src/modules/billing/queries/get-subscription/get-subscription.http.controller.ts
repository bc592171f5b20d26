import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { GetSubscriptionHandler } from './get-subscription.handler';
import { SubscriptionDto } from './get-subscription.response.dto';

@ApiTags('user')
@Controller('api/user')
export class GetSubscriptionController {
  constructor(private readonly handler: GetSubscriptionHandler) {}

  @Get('subscription')
  @ApiOperation({
    summary: "The caller's Liquidation Pro subscription",
    description: 'Pro = user_tier pro and subscription_status active.',
  })
  @ApiEnvelope(SubscriptionDto)
  @ApiErrors(401)
  getSubscription(@CurrentCaller() caller: Caller): Promise<SubscriptionDto> {
    return this.handler.execute(caller.userId);
  }
}
