export { createApiClient, idempotencyKey, type ApiClient, type ApiClientOptions } from './client';
export type { Middleware } from 'openapi-fetch';
export type { components, operations, paths } from './schema';
export {
  DEFAULT_TOLERANCE_SECONDS,
  verifyWebhookSignature,
  type VerifyWebhookOptions,
} from './webhooks';
