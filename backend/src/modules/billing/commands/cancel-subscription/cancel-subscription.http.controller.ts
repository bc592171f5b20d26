import { randomUUID } from 'node:crypto';
import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { GetSubscriptionHandler } from '../../queries/get-subscription/get-subscription.handler';
import { SubscriptionDto } from '../../queries/get-subscription/get-subscription.response.dto';
import { CancelSubscriptionHandler } from './cancel-subscription.handler';

@ApiTags('payments')
@Controller('api/payments')
export class CancelSubscriptionController {
  constructor(
    private readonly handler: CancelSubscriptionHandler,
    private readonly subscriptions: GetSubscriptionHandler,
  ) {}

  @Post('cancel-subscription')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel Liquidation Pro at the end of the paid period',
    description:
      'The plan stays Pro until current_period_end and is not renewed. No active subscription: 409 NO_ACTIVE_SUBSCRIPTION.',
  })
  @ApiEnvelope(SubscriptionDto)
  @ApiErrors(401, 409, 503)
  async cancel(@CurrentCaller() caller: Caller): Promise<SubscriptionDto> {
    await this.handler.execute(caller.userId, `cancel-subscription:${randomUUID()}`);
    return this.subscriptions.execute(caller.userId);
  }
}
