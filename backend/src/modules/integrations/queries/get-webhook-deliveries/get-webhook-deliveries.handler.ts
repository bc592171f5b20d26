import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../platform/ids/uuid';
import { shownDeliveryError } from '../../jobs/webhook-delivery-error';
import { type WebhookDelivery, type WebhookDeliveryStatus } from '../../http/webhook.dto';
import { WebhookEndpointNotFoundError } from '../../model/integration.errors';
import { type WebhookEventType } from '../../model/integration-rules';

const RECENT_DELIVERIES = 50;

interface DeliveryRow {
  id: string;
  event_id: string;
  type: WebhookEventType;
  listing_id: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  last_attempt_at: Date | null;
  next_attempt_at: Date;
  delivered_at: Date | null;
  created_at: Date;
}

/** An endpoint's latest deliveries (50), newest first, each with its last attempt. */
@Injectable()
export class GetWebhookDeliveriesHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(ownerId: string, endpointId: string, deliveryId?: string) {
    if (!isUuid(endpointId)) throw new WebhookEndpointNotFoundError();
    const [endpoint] = await this.dataSource.query<unknown[]>(
      `select 1 from webhook_endpoints where id = $1 and owner_id = $2`,
      [endpointId, ownerId],
    );
    if (!endpoint) throw new WebhookEndpointNotFoundError();
    const rows = await this.dataSource.query<DeliveryRow[]>(
      `select id, event_id, type, listing_id, status, attempts, last_status_code, last_error,
              last_attempt_at, next_attempt_at, delivered_at, created_at
         from webhook_deliveries
        where endpoint_id = $1 and ($2::uuid is null or id = $2)
        order by created_at desc, id limit $3`,
      [endpointId, deliveryId ?? null, RECENT_DELIVERIES],
    );
    return rows.map(toWebhookDelivery);
  }
}

function toWebhookDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.event_id,
    type: row.type,
    listing_id: row.listing_id,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.last_status_code,
    last_error: shownDeliveryError(row.last_error),
    last_attempt_at: row.last_attempt_at?.toISOString() ?? null,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
    delivered_at: row.delivered_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}
