import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { ApiTokenVerifier } from '../../platform/auth/access-token-verifier';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { CreateApiTokenController } from './commands/create-api-token/create-api-token.http.controller';
import { CreateApiTokenHandler } from './commands/create-api-token/create-api-token.handler';
import { RegisterWebhookEndpointController } from './commands/register-webhook-endpoint/register-webhook-endpoint.http.controller';
import { RegisterWebhookEndpointHandler } from './commands/register-webhook-endpoint/register-webhook-endpoint.handler';
import { RemoveWebhookEndpointController } from './commands/remove-webhook-endpoint/remove-webhook-endpoint.http.controller';
import { RemoveWebhookEndpointHandler } from './commands/remove-webhook-endpoint/remove-webhook-endpoint.handler';
import { ReplayWebhookDeliveryController } from './commands/replay-webhook-delivery/replay-webhook-delivery.http.controller';
import { ReplayWebhookDeliveryHandler } from './commands/replay-webhook-delivery/replay-webhook-delivery.handler';
import { RevokeApiTokenController } from './commands/revoke-api-token/revoke-api-token.http.controller';
import { RevokeApiTokenHandler } from './commands/revoke-api-token/revoke-api-token.handler';
import { IdempotencyKeyPurgeJob } from './jobs/idempotency-keys.processor';
import { WebhookDeliveryJobs } from './jobs/webhook-deliveries.processor';
import { webhookEventsReadModel } from './projections/webhook-events.read-model';
import { GetApiTokensController } from './queries/get-api-tokens/get-api-tokens.http.controller';
import { GetApiTokensHandler } from './queries/get-api-tokens/get-api-tokens.handler';
import { GetWebhookDeliveriesController } from './queries/get-webhook-deliveries/get-webhook-deliveries.http.controller';
import { GetWebhookDeliveriesHandler } from './queries/get-webhook-deliveries/get-webhook-deliveries.handler';
import { GetWebhookEndpointsController } from './queries/get-webhook-endpoints/get-webhook-endpoints.http.controller';
import { GetWebhookEndpointsHandler } from './queries/get-webhook-endpoints/get-webhook-endpoints.handler';
import { StoredApiTokenVerifier } from './tokens/stored-api-token-verifier';

/**
 * Personal API tokens and outgoing webhooks (docs/adr/0031-api-tokens-idempotency-webhooks.md).
 * Global so that the platform's AuthGuard finds the ApiTokenVerifier it provides.
 */
@Global()
@Module({
  controllers: [
    CreateApiTokenController,
    GetApiTokensController,
    RevokeApiTokenController,
    RegisterWebhookEndpointController,
    GetWebhookEndpointsController,
    RemoveWebhookEndpointController,
    GetWebhookDeliveriesController,
    ReplayWebhookDeliveryController,
  ],
  providers: [
    { provide: ApiTokenVerifier, useClass: StoredApiTokenVerifier },
    CreateApiTokenHandler,
    RevokeApiTokenHandler,
    GetApiTokensHandler,
    RegisterWebhookEndpointHandler,
    RemoveWebhookEndpointHandler,
    ReplayWebhookDeliveryHandler,
    GetWebhookEndpointsHandler,
    GetWebhookDeliveriesHandler,
    WebhookDeliveryJobs,
    IdempotencyKeyPurgeJob,
  ],
  exports: [ApiTokenVerifier],
})
export class IntegrationsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(webhookEventsReadModel, 'async');
  }
}
