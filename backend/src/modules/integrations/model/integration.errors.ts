import { DomainError } from '../../../platform/errors/domain-error';
import { MAX_API_TOKENS, MAX_WEBHOOK_ENDPOINTS } from './integration-rules';

export class ApiTokenNotFoundError extends DomainError {
  constructor() {
    super('API_TOKEN_NOT_FOUND', 'API token not found', 'not_found');
  }
}

export class TooManyApiTokensError extends DomainError {
  constructor() {
    super(
      'TOO_MANY_API_TOKENS',
      `You can have at most ${MAX_API_TOKENS} active API tokens: revoke one first.`,
      'business_rule',
    );
  }
}

export class WebhookEndpointNotFoundError extends DomainError {
  constructor() {
    super('WEBHOOK_ENDPOINT_NOT_FOUND', 'Webhook endpoint not found', 'not_found');
  }
}

export class WebhookDeliveryNotFoundError extends DomainError {
  constructor() {
    super('WEBHOOK_DELIVERY_NOT_FOUND', 'Webhook delivery not found', 'not_found');
  }
}

export class TooManyWebhookEndpointsError extends DomainError {
  constructor() {
    super(
      'TOO_MANY_WEBHOOK_ENDPOINTS',
      `You can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints: remove one first.`,
      'business_rule',
    );
  }
}
