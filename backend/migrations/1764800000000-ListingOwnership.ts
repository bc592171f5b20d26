import { type MigrationInterface, type QueryRunner } from 'typeorm';

const ACTIVE = `where status = 'active'`;
const ON_MARKETPLACE_COLUMNS = 'include (auto_relist, expires_at)';
/** Each sort's key, then verified listings before unverified ones where the key ties, then the id. */
const SORT_KEYS: Record<string, string> = {
  priority_date: 'is_priority desc, period_start desc',
  newest: 'created_at desc',
  price_asc: 'price_cents',
  price_desc: 'price_cents desc',
  views_desc: 'views desc',
  inquiries_desc: 'inquiries desc',
  alphabetical: 'name',
  expiry_soon: 'expires_at',
};

/**
 * Verified listings (ADR 0024). The seller's listings carry their verification, suspension and
 * registration (RDAP) and when the sweep checks them next; every check is kept for the seller's
 * history. A suspended listing leaves the marketplace and frees its name; the marketplace's
 * sorts put verified listings first among equals.
 */
export class ListingOwnership1764800000000 implements MigrationInterface {
  name = 'ListingOwnership1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      alter table domain_listings
        drop constraint domain_listings_status_known,
        add constraint domain_listings_status_known
          check (status in ('active', 'expired', 'pending_payment', 'sold', 'draft', 'suspended')),
        add column verified_at timestamptz,
        add column suspension_reason text,
        add column last_checked_at timestamptz,
        add column next_check_at timestamptz,
        add column registration_source text,
        add column registrar_of_record text,
        add column registration_expires_at timestamptz,
        add column registration_statuses text[] not null default '{}'`);
    await queryRunner.query(`update domain_listings set next_check_at = created_at`);
    await queryRunner.query(
      `create index domain_listings_next_check on domain_listings (next_check_at)
         where status in ('active', 'suspended')`,
    );
    await queryRunner.query(`
      create table listing_ownership_checks (
        event_id     uuid primary key,
        listing_id   uuid not null,
        position     bigint not null,
        seller_id    uuid not null,
        checked_at   timestamptz not null,
        trigger      text not null,
        ownership    text not null,
        for_sale     text not null,
        registration jsonb not null
      )`);
    await queryRunner.query(
      `create index listing_ownership_checks_listing
         on listing_ownership_checks (listing_id, position desc)`,
    );

    await queryRunner.query(`
      alter table marketplace_listings
        drop constraint marketplace_listings_status_known,
        add constraint marketplace_listings_status_known
          check (status in ('active', 'expired', 'sold', 'deleted', 'suspended')),
        add column verified boolean not null default false,
        add column registration_expires_at timestamptz`);
    for (const [sort, key] of Object.entries(SORT_KEYS)) {
      await queryRunner.query(`drop index marketplace_listings_${sort}`);
      await queryRunner.query(
        `create index marketplace_listings_${sort} on marketplace_listings
           (${key}, verified desc, id) ${ON_MARKETPLACE_COLUMNS} ${ACTIVE}`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [sort, key] of Object.entries(SORT_KEYS)) {
      await queryRunner.query(`drop index marketplace_listings_${sort}`);
      await queryRunner.query(
        `create index marketplace_listings_${sort} on marketplace_listings (${key}, id)
           ${ON_MARKETPLACE_COLUMNS} ${ACTIVE}`,
      );
    }
    await queryRunner.query(`
      alter table marketplace_listings
        drop column registration_expires_at,
        drop column verified,
        drop constraint marketplace_listings_status_known,
        add constraint marketplace_listings_status_known
          check (status in ('active', 'expired', 'sold', 'deleted'))`);
    await queryRunner.query(`drop table listing_ownership_checks`);
    await queryRunner.query(`
      alter table domain_listings
        drop column registration_statuses,
        drop column registration_expires_at,
        drop column registrar_of_record,
        drop column registration_source,
        drop column next_check_at,
        drop column last_checked_at,
        drop column suspension_reason,
        drop column verified_at,
        drop constraint domain_listings_status_known,
        add constraint domain_listings_status_known
          check (status in ('active', 'expired', 'pending_payment', 'sold', 'draft'))`);
  }
}
