import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { WebhookDelivery } from '../../http/webhook.dto';
import { WebhookDeliveryNotFoundError } from '../../model/integration.errors';
import { GetWebhookDeliveriesHandler } from '../../queries/get-webhook-deliveries/get-webhook-deliveries.handler';
import { ReplayWebhookDeliveryHandler } from './replay-webhook-delivery.handler';

@ApiTags('webhooks')
@Controller('api/webhooks/endpoints')
export class ReplayWebhookDeliveryController {
  constructor(
    private readonly handler: ReplayWebhookDeliveryHandler,
    private readonly deliveries: GetWebhookDeliveriesHandler,
  ) {}

  @Post(':id/deliveries/:deliveryId/replay')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'replayWebhookDelivery',
    summary: 'Send a delivery again now',
    description:
      'A failed delivery, or a delivered one the receiver lost: it is pending again and sent at once, with a new signature. A signed-in session only.',
  })
  @ApiEnvelope(WebhookDelivery, { status: 202 })
  @ApiErrors(401, 403, 404, 429)
  async replay(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Param('deliveryId') deliveryId: string,
  ): Promise<WebhookDelivery> {
    await this.handler.execute({ ownerId: caller.userId, endpointId: id, deliveryId });
    const [delivery] = await this.deliveries.execute(caller.userId, id, deliveryId);
    if (!delivery) throw new WebhookDeliveryNotFoundError();
    return delivery;
  }
}
