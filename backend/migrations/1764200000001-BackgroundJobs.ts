import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What the background jobs need: a mail's dedupe key (a job that runs twice queues its mail
 * once), the expiry warning of a credit lot, the sweeps' indexes for due lots and listings, and
 * the marketplace's `expired` status (`listings.ListingExpired`).
 */
export class BackgroundJobs1764200000001 implements MigrationInterface {
  name = 'BackgroundJobs1764200000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table mail_outbox add column dedupe_key text`);
    await queryRunner.query(
      `create unique index mail_outbox_dedupe_key on mail_outbox (dedupe_key) where dedupe_key is not null`,
    );
    await queryRunner.query(`alter table credit_lots add column warned_at timestamptz`);
    await queryRunner.query(
      `create index credit_lots_open_by_expiry on credit_lots (expires_at) where expired_at is null`,
    );
    await queryRunner.query(
      `create index domain_listings_active_by_expiry on domain_listings (expires_at) where status = 'active'`,
    );
    await queryRunner.query(`
      alter table marketplace_listings drop constraint marketplace_listings_status_known,
        add constraint marketplace_listings_status_known
          check (status in ('active', 'expired', 'sold', 'deleted'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`delete from marketplace_listings where status = 'expired'`);
    await queryRunner.query(`
      alter table marketplace_listings drop constraint marketplace_listings_status_known,
        add constraint marketplace_listings_status_known
          check (status in ('active', 'sold', 'deleted'))`);
    await queryRunner.query(`drop index domain_listings_active_by_expiry`);
    await queryRunner.query(`drop index credit_lots_open_by_expiry`);
    await queryRunner.query(`alter table credit_lots drop column warned_at`);
    await queryRunner.query(`drop index mail_outbox_dedupe_key`);
    await queryRunner.query(`alter table mail_outbox drop column dedupe_key`);
  }
}
