import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsString,
  IsUrl,
  MaxLength,
} from 'class-validator';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookEventType,
} from '../model/integration-rules';

export class RegisterWebhookEndpointRequest {
  @ApiProperty({ maxLength: WEBHOOK_URL_MAX_LENGTH, example: 'https://example.com/hooks/dlm' })
  @IsString({ message: 'url must be text' })
  @MaxLength(WEBHOOK_URL_MAX_LENGTH, {
    message: `url must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
  })
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: 'url must be an http(s) address' },
  )
  url!: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, example: ['listing.sold'] })
  @IsArray({ message: 'events must be a list' })
  @ArrayMinSize(1, { message: 'choose at least one event' })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: 'events has too many entries' })
  @ArrayUnique({ message: 'each event at most once' })
  @IsIn(WEBHOOK_EVENT_TYPES, {
    each: true,
    message: `each event must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}`,
  })
  events!: WebhookEventType[];
}

export class WebhookEndpoint {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'https://example.com/hooks/dlm' })
  url!: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true })
  events!: WebhookEventType[];

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

/** The new endpoint with its signing secret: shown this once, never again. */
export class CreatedWebhookEndpoint extends WebhookEndpoint {
  @ApiProperty({
    example: 'whsec_4vJk0c8Qm1Zt7yR2pW5sV4uB6dE9fH3j',
    description:
      'Verify each delivery: HMAC-SHA256 of `<t>.<raw body>` with this secret, hex, must equal `v1` of the `Dlm-Signature: t=<unix seconds>,v1=<hex>` header. Shown once.',
  })
  secret!: string;
}

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One event sent (or being sent) to one endpoint, with its last attempt. */
export class WebhookDelivery {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid', description: 'Also the `id` of the payload and `Dlm-Event-Id`' })
  event_id!: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES })
  type!: WebhookEventType;

  @ApiProperty({ format: 'uuid' })
  listing_id!: string;

  @ApiProperty({
    enum: WEBHOOK_DELIVERY_STATUSES,
    description:
      '`pending` (waiting or retrying with backoff), `delivered` (a 2xx answer), `failed` (retried for 3 days; replay it by hand)',
  })
  status!: WebhookDeliveryStatus;

  @ApiProperty()
  attempts!: number;

  @ApiProperty({ type: Number, nullable: true, description: 'HTTP status of the last attempt' })
  last_status_code!: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Why the last attempt failed, as one of: `HTTP <status>` (a non-2xx answer), `connection refused`, `timed out`, `TLS error`, `no HTTP response`, `DNS name not found`, `target not allowed` (a private address, or a port fetch refuses), `connection failed`',
  })
  last_error!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  last_attempt_at!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  next_attempt_at!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  delivered_at!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}
