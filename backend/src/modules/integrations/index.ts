/** The integrations module's public surface: other modules import from here only. */
export { IntegrationsModule } from './integrations.module';
export { WEBHOOKS_QUEUE } from './jobs/webhook-deliveries.processor';
export {
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
  webhookSignature,
} from './jobs/webhook-signature';
export {
  WEBHOOK_EVENT_SOURCES,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from './model/integration-rules';
export * from './model/integration.events';
