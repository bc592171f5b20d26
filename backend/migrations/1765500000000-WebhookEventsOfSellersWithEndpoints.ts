import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * An endpoint receives only the events after its registration, so `webhook_events` keeps the
 * events of sellers who registered an endpoint before them, not every listing event of every
 * seller (ADR 0031). Each endpoint's start now names its seller, taken from its registration in
 * the log, and the rows no endpoint could ever receive go.
 */
export class WebhookEventsOfSellersWithEndpoints1765500000000 implements MigrationInterface {
  name = 'WebhookEventsOfSellersWithEndpoints1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table webhook_endpoint_starts add column owner_id uuid`);
    await queryRunner.query(`
      update webhook_endpoint_starts s set owner_id = (e.data->>'ownerId')::uuid
        from es_events e
       where e.event_type = 'integrations.WebhookEndpointRegistered'
         and e.data->>'endpointId' = s.endpoint_id::text`);
    await queryRunner.query(`delete from webhook_endpoint_starts where owner_id is null`);
    await queryRunner.query(
      `alter table webhook_endpoint_starts alter column owner_id set not null`,
    );
    await queryRunner.query(
      `create index webhook_endpoint_starts_owner on webhook_endpoint_starts (owner_id)`,
    );
    await queryRunner.query(`
      delete from webhook_events e
       where not exists (select 1 from webhook_endpoint_starts s
                          where s.owner_id = e.owner_id and s.seq < e.seq)`);
  }

  /** The rows that went come back with a rebuild of `webhook-events` by the code of before. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop index webhook_endpoint_starts_owner`);
    await queryRunner.query(`alter table webhook_endpoint_starts drop column owner_id`);
  }
}
