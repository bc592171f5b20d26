import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { AnswerHoldsSecret } from '../../../../platform/http/answer-holds-secret.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { CreatedWebhookEndpoint, RegisterWebhookEndpointRequest } from '../../http/webhook.dto';
import { GetWebhookEndpointsHandler } from '../../queries/get-webhook-endpoints/get-webhook-endpoints.handler';
import { RegisterWebhookEndpointHandler } from './register-webhook-endpoint.handler';

@ApiTags('webhooks')
@Controller('api/webhooks/endpoints')
export class RegisterWebhookEndpointController {
  constructor(
    private readonly handler: RegisterWebhookEndpointHandler,
    private readonly endpoints: GetWebhookEndpointsHandler,
  ) {}

  @Post()
  @AnswerHoldsSecret()
  @ApiOperation({
    operationId: 'registerWebhookEndpoint',
    summary: 'Register a webhook endpoint (its signing secret is shown once)',
    description:
      'Events that happen from now on, of the kinds chosen, are POSTed to the URL as JSON `{ id, type, created, data }`, signed in `Dlm-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. A listing’s events arrive in the order they happened; a failed delivery is retried with exponential backoff for 3 days, and the listing’s later events wait behind it. https only in production, and in production (by default) a public address only: a URL whose host is or resolves to a private, loopback or link-local address answers 400. 422 TOO_MANY_WEBHOOK_ENDPOINTS past 10. A signed-in session only.',
  })
  @ApiEnvelope(CreatedWebhookEndpoint, { status: 201 })
  @ApiErrors(400, 401, 403, 422, 429)
  async register(
    @CurrentCaller() caller: Caller,
    @Body() body: RegisterWebhookEndpointRequest,
  ): Promise<CreatedWebhookEndpoint> {
    const { endpointId, secret } = await this.handler.execute({
      ownerId: caller.userId,
      url: body.url,
      events: body.events,
    });
    const [endpoint] = await this.endpoints.execute(caller.userId, endpointId);
    return { ...endpoint, secret };
  }
}
