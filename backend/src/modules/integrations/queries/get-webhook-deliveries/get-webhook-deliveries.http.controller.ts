import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { WebhookDelivery } from '../../http/webhook.dto';
import { GetWebhookDeliveriesHandler } from './get-webhook-deliveries.handler';

@ApiTags('webhooks')
@Controller('api/webhooks/endpoints')
export class GetWebhookDeliveriesController {
  constructor(private readonly handler: GetWebhookDeliveriesHandler) {}

  @Get(':id/deliveries')
  @ApiOperation({
    operationId: 'listWebhookDeliveries',
    summary: 'An endpoint’s latest deliveries and their last attempts',
    description:
      'The 50 latest, newest first: status, attempts, the last answer’s HTTP status or error, and when. 404 WEBHOOK_ENDPOINT_NOT_FOUND for another user’s endpoint. A signed-in session only.',
  })
  @ApiEnvelope(WebhookDelivery, { isArray: true })
  @ApiErrors(401, 403, 404, 429)
  list(@CurrentCaller() caller: Caller, @Param('id') id: string): Promise<WebhookDelivery[]> {
    return this.handler.execute(caller.userId, id);
  }
}
