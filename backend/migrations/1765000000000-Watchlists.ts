import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Watchlists, saved searches and their alerts (ADR 0028). Read models: what each
 * buyer watches, their saved searches (with the marketplace filters each URL means) and the
 * distinct words of all of them with their trigrams (so that one new listing is matched against
 * every search through an index, each word once), their notification settings, the alerts sent (a listing is alerted once as a match, and
 * noticed at most once a day), and the watched listings as they stand. Work not yet mailed waits
 * in `watchlist_pending_alerts`. A mail may carry headers (List-Unsubscribe, RFC 8058).
 */
export class Watchlists1765000000000 implements MigrationInterface {
  name = 'Watchlists1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table mail_outbox add column headers jsonb`);
    await queryRunner.query(`
      create table watchlist_items (
        buyer_id             uuid not null,
        listing_id           uuid not null,
        name                 text not null,
        price_cents_watched  integer not null,
        watched_at           timestamptz not null,
        primary key (buyer_id, listing_id)
      )`);
    await queryRunner.query(`create index watchlist_items_listing on watchlist_items (listing_id)`);
    await queryRunner.query(`
      create table watchlist_listings (
        listing_id   uuid primary key,
        seller_id    uuid not null,
        name         text not null,
        price_cents  integer not null,
        status       text not null
      )`);
    await queryRunner.query(
      `create index watchlist_listings_seller on watchlist_listings (seller_id)`,
    );
    await queryRunner.query(`
      create table saved_searches (
        id               uuid primary key,
        buyer_id         uuid not null,
        name             text not null,
        url              text not null,
        frequency        text not null,
        search           text,
        min_price_cents  integer,
        max_price_cents  integer,
        category         text,
        extension        text,
        registrar        text,
        verified         boolean not null default false,
        created_at       timestamptz not null,
        constraint saved_searches_frequency_known check (frequency in ('instant', 'daily'))
      )`);
    await queryRunner.query(
      `create index saved_searches_buyer on saved_searches (buyer_id, created_at, id)`,
    );
    // One new listing against every search: the distinct words of all searches are matched
    // first (those that share a trigram with the listing's text, or are too short to have one of
    // their own), then the searches with those words or none.
    await queryRunner.query(
      `create index saved_searches_without_words on saved_searches (id) where search is null`,
    );
    await queryRunner.query(`create index saved_searches_by_words on saved_searches (search)`);
    await queryRunner.query(`
      create table saved_search_words (
        search          text primary key,
        search_pattern  text not null,
        search_trgms    text[] not null,
        search_loose    boolean not null
      )`);
    await queryRunner.query(
      `create index saved_search_words_trigrams on saved_search_words using gin (search_trgms)`,
    );
    await queryRunner.query(
      `create index saved_search_words_loose on saved_search_words (search) where search_loose`,
    );
    await queryRunner.query(`
      create table watchlist_settings (
        buyer_id       uuid primary key,
        search_alerts  boolean not null,
        watch_notices  boolean not null
      )`);
    await queryRunner.query(`
      create table watchlist_alerts_sent (
        buyer_id    uuid not null,
        listing_id  uuid not null,
        kind        text not null,
        sent_on     date not null,
        primary key (buyer_id, listing_id, kind, sent_on)
      )`);
    await queryRunner.query(`
      create table watchlist_pending_alerts (
        buyer_id     uuid not null,
        listing_id   uuid not null,
        kind         text not null,
        search_id    uuid,
        name         text not null,
        price_cents  integer not null,
        created_at   timestamptz not null,
        primary key (buyer_id, listing_id, kind),
        constraint watchlist_pending_alerts_kind_known check (kind in ('match', 'price_drop', 'sold'))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'watchlist_pending_alerts',
      'watchlist_alerts_sent',
      'watchlist_settings',
      'saved_search_words',
      'saved_searches',
      'watchlist_listings',
      'watchlist_items',
    ])
      await queryRunner.query(`drop table ${table}`);
    await queryRunner.query(`alter table mail_outbox drop column headers`);
  }
}
