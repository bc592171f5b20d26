import { Controller, Delete, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { WebhookEndpoint } from '../../http/webhook.dto';
import { GetWebhookEndpointsHandler } from '../../queries/get-webhook-endpoints/get-webhook-endpoints.handler';
import { RemoveWebhookEndpointHandler } from './remove-webhook-endpoint.handler';

@ApiTags('webhooks')
@Controller('api/webhooks/endpoints')
export class RemoveWebhookEndpointController {
  constructor(
    private readonly handler: RemoveWebhookEndpointHandler,
    private readonly endpoints: GetWebhookEndpointsHandler,
  ) {}

  @Delete(':id')
  @ApiOperation({
    operationId: 'removeWebhookEndpoint',
    summary: 'Remove a webhook endpoint; answers the endpoints left',
    description:
      'Nothing more is sent to it, retries included. Another user’s endpoint is 404 WEBHOOK_ENDPOINT_NOT_FOUND. A signed-in session only.',
  })
  @ApiEnvelope(WebhookEndpoint, { isArray: true })
  @ApiErrors(401, 403, 404, 429)
  async remove(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
  ): Promise<WebhookEndpoint[]> {
    await this.handler.execute({ ownerId: caller.userId, endpointId: id });
    return this.endpoints.execute(caller.userId);
  }
}
