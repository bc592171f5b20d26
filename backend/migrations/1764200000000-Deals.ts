import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The deals module's read models (inline projections): the sales and the listings they came from,
 * timelines and their changes, verification checklists and their items, sale reports and their
 * recommendations. Also the transaction id of a sale (the id of its `listings.DomainMarkedSold`
 * event) on the listings' and the lead manager's sales, filled here from the log for the sales
 * already made, as their projections fill it from now on.
 */
export class Deals1764200000000 implements MigrationInterface {
  name = 'Deals1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table domain_listings add column transaction_id uuid`);
    await queryRunner.query(`
      update domain_listings d set transaction_id = (${lastSaleOf('d.id')})
       where d.status = 'sold'`);
    await queryRunner.query(`alter table seller_sales add column transaction_id uuid`);
    await queryRunner.query(`
      update seller_sales s set transaction_id = (${lastSaleOf('s.listing_id')})`);
    await queryRunner.query(`alter table seller_sales alter column transaction_id set not null`);

    await queryRunner.query(`
      create table deal_listings (
        listing_id      uuid primary key,
        seller_id       uuid not null,
        name            text not null,
        listed_at       timestamptz not null,
        price_cents     int not null,
        status          text not null,
        has_description boolean not null,
        auto_relist     boolean not null,
        expires_at      timestamptz not null,
        views           int not null default 0,
        inquiries       int not null default 0,
        last_position   bigint not null,
        constraint deal_listings_status_known check (status in ('active', 'sold', 'deleted'))
      )`);
    await queryRunner.query(
      `create index deal_listings_seller on deal_listings (seller_id, status, listed_at)`,
    );
    await queryRunner.query(`
      create table deal_sales (
        sale_id            uuid primary key,
        listing_id         uuid not null,
        seller_id          uuid not null,
        buyer_id           uuid,
        domain_name        text not null,
        sale_price_cents   int not null,
        listed_price_cents int not null,
        sold_at            timestamptz not null,
        recorded_at        timestamptz not null,
        listed_at          timestamptz not null,
        views_at_sale      int not null,
        inquiries_at_sale  int not null,
        restored_at        timestamptz
      )`);
    await queryRunner.query(`create index deal_sales_seller on deal_sales (seller_id, sold_at)`);
    await queryRunner.query(`create index deal_sales_listing on deal_sales (listing_id)`);

    await queryRunner.query(`
      create table deal_timelines (
        id             uuid primary key,
        transaction_id uuid not null unique,
        listing_id     uuid not null,
        seller_id      uuid not null,
        buyer_id       uuid,
        stage          text not null,
        status         text not null,
        created_at     timestamptz not null,
        updated_at     timestamptz not null,
        version        bigint not null,
        constraint deal_timelines_status_known check (status in ('open', 'completed', 'cancelled'))
      )`);
    await queryRunner.query(
      `create index deal_timelines_seller on deal_timelines (seller_id, updated_at desc)`,
    );
    await queryRunner.query(
      `create index deal_timelines_buyer on deal_timelines (buyer_id, updated_at desc)`,
    );
    await queryRunner.query(`
      create table deal_timeline_changes (
        timeline_id uuid not null,
        position    bigint not null,
        stage       text not null,
        notes       text,
        role        text not null,
        at          timestamptz not null,
        primary key (timeline_id, position)
      )`);

    await queryRunner.query(`
      create table deal_verifications (
        id          uuid primary key,
        timeline_id uuid not null,
        type        text not null,
        created_at  timestamptz not null,
        version     bigint not null,
        unique (timeline_id, type)
      )`);
    await queryRunner.query(`
      create table deal_verification_items (
        verification_id uuid not null,
        field           text not null,
        value           text,
        notes           text,
        updated_at      timestamptz not null,
        updated_by      text not null,
        primary key (verification_id, field)
      )`);

    await queryRunner.query(`
      create table sale_reports (
        id                              uuid primary key,
        listing_id                      uuid not null,
        seller_id                       uuid not null,
        domain_name                     text not null,
        generated_at                    timestamptz not null,
        sold_at                         timestamptz not null,
        listed_at                       timestamptz not null,
        days_to_sell                    int not null,
        views_before_sale               int not null,
        inquiries_before_sale           int not null,
        sale_price_cents                int not null,
        listed_price_cents              int not null,
        price_vs_listed_pct             double precision not null,
        seller_average_sale_price_cents int,
        price_vs_seller_average_pct     double precision
      )`);
    await queryRunner.query(
      `create index sale_reports_seller on sale_reports (seller_id, sold_at)`,
    );
    await queryRunner.query(`
      create table sale_report_recommendations (
        id             uuid primary key,
        report_id      uuid not null,
        position       int not null,
        kind           text not null,
        title          text not null,
        detail         text not null,
        listing_id     uuid,
        domain_name    text,
        implemented_at timestamptz,
        unique (report_id, position)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'sale_report_recommendations',
      'sale_reports',
      'deal_verification_items',
      'deal_verifications',
      'deal_timeline_changes',
      'deal_timelines',
      'deal_sales',
      'deal_listings',
    ])
      await queryRunner.query(`drop table ${table}`);
    await queryRunner.query(`alter table seller_sales drop column transaction_id`);
    await queryRunner.query(`alter table domain_listings drop column transaction_id`);
  }
}

/** The id of the listing's latest sale event, for a correlated subquery. */
function lastSaleOf(listingId: string): string {
  return `select e.event_id from es_events e
           where e.stream_id = 'listing-' || ${listingId}
             and e.event_type = 'listings.DomainMarkedSold'
           order by e.stream_position desc limit 1`;
}
