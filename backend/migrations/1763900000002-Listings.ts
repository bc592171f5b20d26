import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The listings module's read model. One active listing per domain name across the marketplace is
 * held by a unique partial index: two sellers racing for a name cannot both commit.
 */
export class Listings1763900000002 implements MigrationInterface {
  name = 'Listings1763900000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table domain_listings (
        id                 uuid primary key,
        seller_id          uuid not null,
        name               text not null,
        extension          text not null,
        price_cents        int not null,
        registrar          text not null,
        description        text not null default '',
        category           text not null,
        domain_type        text not null,
        tags               text[] not null default '{}',
        notes              text not null default '',
        auto_renewal       boolean not null default false,
        privacy_protection boolean not null default false,
        is_priority        boolean not null default false,
        auto_relist        boolean not null default true,
        status             text not null,
        views              int not null default 0,
        inquiries          int not null default 0,
        created_at         timestamptz not null,
        last_relisted_at   timestamptz,
        expires_at         timestamptz not null,
        sold_at            timestamptz,
        sale_price_cents   int,
        sale_recorded_at   timestamptz,
        updated_at         timestamptz not null,
        constraint domain_listings_status_known
          check (status in ('active', 'expired', 'pending_payment', 'sold', 'draft')),
        constraint domain_listings_price_range check (price_cents between 100 and 100000)
      )`);
    await queryRunner.query(
      `create unique index domain_listings_active_name on domain_listings (name) where status = 'active'`,
    );
    await queryRunner.query(
      `create index domain_listings_seller on domain_listings (seller_id, created_at desc)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table domain_listings`);
  }
}
