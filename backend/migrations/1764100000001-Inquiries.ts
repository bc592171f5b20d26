import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The inquiries module. `inquiry_contacts` holds what a buyer wrote (name, e-mail, message): it is
 * personal data, kept out of the event log so that it can be erased without breaking a replay,
 * and written in the same transaction as the inquiry's events. The other tables are read models
 * of the inline projections: the seller's leads, the names and prices they show, the sales, and
 * the seller's response templates.
 */
export class Inquiries1764100000001 implements MigrationInterface {
  name = 'Inquiries1764100000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table inquiry_contacts (
        inquiry_id  uuid primary key,
        buyer_name  text not null,
        buyer_email text not null,
        message     text not null,
        created_at  timestamptz not null
      )`);
    await queryRunner.query(`
      create table inquiry_leads (
        id           uuid primary key,
        listing_id   uuid not null,
        seller_id    uuid not null,
        buyer_id     uuid not null,
        inquiry_type text not null,
        priority     text not null,
        status       text not null,
        notes        text not null default '',
        created_at   timestamptz not null,
        updated_at   timestamptz not null,
        constraint inquiry_leads_status_known check (status in ('new', 'responded', 'archived'))
      )`);
    await queryRunner.query(
      `create index inquiry_leads_seller on inquiry_leads (seller_id, status, created_at desc)`,
    );
    await queryRunner.query(
      `create index inquiry_leads_buyer on inquiry_leads (buyer_id, created_at desc)`,
    );
    await queryRunner.query(`create index inquiry_leads_listing on inquiry_leads (listing_id)`);
    await queryRunner.query(`
      create table lead_listings (
        listing_id  uuid primary key,
        seller_id   uuid not null,
        name        text not null,
        price_cents int not null
      )`);
    await queryRunner.query(`
      create table seller_sales (
        listing_id       uuid primary key,
        seller_id        uuid not null,
        buyer_id         uuid,
        inquiry_id       uuid,
        domain_name      text not null,
        sale_price_cents int not null,
        listed_price_cents int not null,
        sold_at          timestamptz not null
      )`);
    await queryRunner.query(
      `create index seller_sales_seller on seller_sales (seller_id, sold_at desc)`,
    );
    await queryRunner.query(`
      create table response_templates (
        id           uuid primary key,
        seller_id    uuid not null,
        name         text not null,
        inquiry_type text not null,
        subject      text not null,
        body         text not null,
        updated_at   timestamptz not null
      )`);
    await queryRunner.query(
      `create index response_templates_seller on response_templates (seller_id, name)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'response_templates',
      'seller_sales',
      'lead_listings',
      'inquiry_leads',
      'inquiry_contacts',
    ])
      await queryRunner.query(`drop table ${table}`);
  }
}
