import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Offers and the deal clock (ADR 0026). The offers read models: each negotiation with the amount
 * on the table and its moves, the rules of each listing and each seller's defaults; what buyers
 * wrote with their moves, kept beside the log. A deal from an accepted offer keeps its deadlines,
 * and the deal lists sort by the next one.
 */
export class OffersAndDealClock1764900000000 implements MigrationInterface {
  name = 'OffersAndDealClock1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table offers (
        id                  uuid primary key,
        listing_id          uuid not null,
        seller_id           uuid not null,
        buyer_id            uuid not null,
        domain_name         text not null,
        status              text not null,
        amount_cents        integer not null,
        first_amount_cents  integer not null,
        listed_price_cents  integer not null,
        floor_cents         integer,
        below_floor         boolean not null,
        decline_reason      text,
        timeline_id         uuid,
        expires_at          timestamptz not null,
        created_at          timestamptz not null,
        updated_at          timestamptz not null,
        version             bigint not null,
        constraint offers_status_known check (status in
          ('awaiting_seller', 'awaiting_buyer', 'accepted', 'declined', 'withdrawn', 'expired'))
      )`);
    await queryRunner.query(`create index offers_listing on offers (listing_id, status)`);
    await queryRunner.query(`create index offers_buyer on offers (buyer_id, updated_at desc, id)`);
    await queryRunner.query(
      `create index offers_seller on offers (seller_id, updated_at desc, id)`,
    );
    await queryRunner.query(`
      create table offer_moves (
        offer_id      uuid not null,
        position      bigint not null,
        move          text not null,
        by_role       text not null,
        amount_cents  integer,
        reason        text,
        event_id      uuid not null,
        at            timestamptz not null,
        primary key (offer_id, position)
      )`);
    await queryRunner.query(`
      create table offer_rules (
        listing_id        uuid primary key,
        seller_id         uuid not null,
        offers_allowed    boolean not null,
        floor_cents       integer,
        buy_now_cents     integer,
        decline_message   text,
        payment_days      integer not null,
        transfer_days     integer not null,
        updated_at        timestamptz not null,
        version           bigint not null
      )`);
    await queryRunner.query(`
      create table offer_default_rules (
        seller_id         uuid primary key,
        offers_allowed    boolean not null,
        floor_cents       integer,
        buy_now_cents     integer,
        decline_message   text,
        payment_days      integer not null,
        transfer_days     integer not null,
        updated_at        timestamptz not null,
        version           bigint not null
      )`);
    await queryRunner.query(`
      create table offer_messages (
        event_id    uuid primary key,
        offer_id    uuid not null,
        message     text not null,
        created_at  timestamptz not null
      )`);
    await queryRunner.query(`create index offer_messages_offer on offer_messages (offer_id)`);
    await queryRunner.query(`
      alter table deal_timelines
        add column offer_id        uuid,
        add column payment_due_at  timestamptz,
        add column transfer_days   integer,
        add column transfer_due_at timestamptz,
        add column next_deadline   text,
        add column next_due_at     timestamptz,
        add column missed_deadline text`);
    await queryRunner.query(
      `create index deal_timelines_seller_due on deal_timelines (seller_id, next_due_at)
        where next_due_at is not null`,
    );
    await queryRunner.query(
      `create index deal_timelines_buyer_due on deal_timelines (buyer_id, next_due_at)
        where next_due_at is not null`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop index deal_timelines_buyer_due`);
    await queryRunner.query(`drop index deal_timelines_seller_due`);
    await queryRunner.query(`
      alter table deal_timelines
        drop column offer_id, drop column payment_due_at, drop column transfer_days,
        drop column transfer_due_at, drop column next_deadline, drop column next_due_at,
        drop column missed_deadline`);
    await queryRunner.query(`drop table offer_messages`);
    await queryRunner.query(`drop table offer_default_rules`);
    await queryRunner.query(`drop table offer_rules`);
    await queryRunner.query(`drop table offer_moves`);
    await queryRunner.query(`drop table offers`);
  }
}
