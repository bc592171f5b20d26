import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type WebhookEndpoint } from '../../http/webhook.dto';
import { type WebhookEventType } from '../../model/integration-rules';

/** The owner's endpoints still registered, newest first; never their secrets. */
@Injectable()
export class GetWebhookEndpointsHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(ownerId: string, endpointId?: string): Promise<WebhookEndpoint[]> {
    const rows = await this.dataSource.query<
      { id: string; url: string; events: WebhookEventType[]; created_at: Date }[]
    >(
      `select id, url, events, created_at from webhook_endpoints
        where owner_id = $1 and removed_at is null and ($2::uuid is null or id = $2)
        order by created_at desc, id`,
      [ownerId, endpointId ?? null],
    );
    return rows.map((row) => ({
      id: row.id,
      url: row.url,
      events: row.events,
      created_at: row.created_at.toISOString(),
    }));
  }
}
