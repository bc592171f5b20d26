import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { isUuid } from '../../../../platform/ids/uuid';
import { JobQueues } from '../../../../platform/queue/job-queues';
import { WEBHOOKS_QUEUE } from '../../jobs/webhook-deliveries.processor';
import {
  WebhookDeliveryNotFoundError,
  WebhookEndpointNotFoundError,
} from '../../model/integration.errors';

export interface ReplayWebhookDeliveryCommand {
  ownerId: string;
  endpointId: string;
  deliveryId: string;
}

/**
 * Sends a delivery again now, whatever its status (a failed one, or a delivered one the receiver
 * lost): it is pending again, due now, and its listing's drain is queued.
 */
@Injectable()
export class ReplayWebhookDeliveryHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: JobQueues,
    private readonly clock: Clock,
  ) {}

  async execute({ ownerId, endpointId, deliveryId }: ReplayWebhookDeliveryCommand) {
    if (!isUuid(endpointId)) throw new WebhookEndpointNotFoundError();
    if (!isUuid(deliveryId)) throw new WebhookDeliveryNotFoundError();
    const [endpoint] = await this.dataSource.query<unknown[]>(
      `select 1 from webhook_endpoints where id = $1 and owner_id = $2 and removed_at is null`,
      [endpointId, ownerId],
    );
    if (!endpoint) throw new WebhookEndpointNotFoundError();
    // An update's answer through TypeORM is [rows, affected count].
    const [[delivery]] = await this.dataSource.query<
      [{ listing_id: string; attempts: number }[], number]
    >(
      `update webhook_deliveries set status = 'pending', next_attempt_at = $3
        where id = $1 and endpoint_id = $2 returning listing_id, attempts`,
      [deliveryId, endpointId, this.clock.now()],
    );
    if (!delivery) throw new WebhookDeliveryNotFoundError();
    if (this.queues.enabled)
      await this.queues.add([
        {
          queue: WEBHOOKS_QUEUE,
          name: 'drain',
          data: { endpointId, listingId: delivery.listing_id },
          jobId: `replay-${deliveryId}-${delivery.attempts}`,
        },
      ]);
  }
}
