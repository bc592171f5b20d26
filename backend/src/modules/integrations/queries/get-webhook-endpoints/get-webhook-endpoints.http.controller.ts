import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { WebhookEndpoint } from '../../http/webhook.dto';
import { GetWebhookEndpointsHandler } from './get-webhook-endpoints.handler';

@ApiTags('webhooks')
@Controller('api/webhooks/endpoints')
export class GetWebhookEndpointsController {
  constructor(private readonly handler: GetWebhookEndpointsHandler) {}

  @Get()
  @ApiOperation({
    operationId: 'listWebhookEndpoints',
    summary: 'Your webhook endpoints',
    description: 'Newest first; never their secrets. A signed-in session only.',
  })
  @ApiEnvelope(WebhookEndpoint, { isArray: true })
  @ApiErrors(401, 403, 429)
  list(@CurrentCaller() caller: Caller): Promise<WebhookEndpoint[]> {
    return this.handler.execute(caller.userId);
  }
}
