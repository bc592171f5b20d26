import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The dashboard's read model: one row per listing as its seller's figures need it, and per seller
 * and day what happened. Deleted listings keep a row (status `deleted`) so that a replayed event
 * can never bring them back.
 */
export class Dashboard1763900000003 implements MigrationInterface {
  name = 'Dashboard1763900000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table dashboard_listings (
        listing_id       uuid primary key,
        seller_id        uuid not null,
        name             text not null,
        status           text not null,
        price_cents      int not null,
        sale_price_cents int,
        listed_at        timestamptz not null,
        expires_at       timestamptz not null,
        auto_relist      boolean not null,
        sold_at          timestamptz,
        views            int not null default 0,
        inquiries        int not null default 0,
        last_position    bigint not null,
        constraint dashboard_listings_status_known check (status in ('active', 'sold', 'deleted')),
        constraint dashboard_listings_sale_recorded
          check (status <> 'sold' or (sold_at is not null and sale_price_cents is not null))
      )`);
    await queryRunner.query(
      `create index dashboard_listings_seller on dashboard_listings (seller_id) where status <> 'deleted'`,
    );
    await queryRunner.query(`
      create table dashboard_daily_activity (
        seller_id        uuid not null,
        day              date not null,
        listings_created int not null default 0,
        sales            int not null default 0,
        views            int not null default 0,
        inquiries        int not null default 0,
        primary key (seller_id, day)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table dashboard_daily_activity`);
    await queryRunner.query(`drop table dashboard_listings`);
  }
}
