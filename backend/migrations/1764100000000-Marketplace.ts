import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The marketplace's read model, built by an asynchronous projection: every listing that was ever
 * on the marketplace (a restored sale comes back with its data), each sort of the public listings
 * served by a partial index over the active ones, and search by trigrams over name and
 * description. Names sort by their bytes (collation C): domain names are ASCII, and a
 * language's collation would ignore their dots and hyphens. `marketplace_sellers` holds each seller's plan for the Pro Seller badge.
 */
export class Marketplace1764100000000 implements MigrationInterface {
  name = 'Marketplace1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`create extension if not exists pg_trgm`);
    await queryRunner.query(`
      create table marketplace_listings (
        id               uuid primary key,
        seller_id        uuid not null,
        name             text collate "C" not null,
        extension        text not null,
        price_cents      int not null,
        registrar        text not null,
        description      text not null,
        category         text not null,
        domain_type      text not null,
        tags             text[] not null,
        is_priority      boolean not null,
        auto_relist      boolean not null,
        status           text not null,
        views            int not null default 0,
        inquiries        int not null default 0,
        created_at       timestamptz not null,
        last_relisted_at timestamptz,
        period_start     timestamptz not null,
        expires_at       timestamptz not null,
        search_text      text generated always as (lower(name || ' ' || description)) stored,
        constraint marketplace_listings_status_known check (status in ('active', 'sold', 'deleted'))
      )`);
    const active = `where status = 'active'`;
    const indexes: Record<string, string> = {
      priority_date: 'is_priority desc, period_start desc, id',
      newest: 'created_at desc, id',
      price_asc: 'price_cents, id',
      price_desc: 'price_cents desc, id',
      views_desc: 'views desc, id',
      inquiries_desc: 'inquiries desc, id',
      alphabetical: 'name, id',
      expiry_soon: 'expires_at, id',
    };
    for (const [sort, columns] of Object.entries(indexes))
      await queryRunner.query(
        `create index marketplace_listings_${sort} on marketplace_listings (${columns}) ${active}`,
      );
    await queryRunner.query(
      `create index marketplace_listings_search on marketplace_listings
         using gin (search_text gin_trgm_ops) ${active}`,
    );
    await queryRunner.query(
      `create index marketplace_listings_seller on marketplace_listings (seller_id)`,
    );
    await queryRunner.query(`
      create table marketplace_sellers (
        seller_id uuid primary key,
        tier      text not null,
        pro_until timestamptz,
        constraint marketplace_sellers_tier_known check (tier in ('free', 'pro'))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table marketplace_sellers`);
    await queryRunner.query(`drop table marketplace_listings`);
  }
}
