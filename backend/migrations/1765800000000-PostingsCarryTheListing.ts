import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The postings of the names' words carry what the marketplace's filters, its test of a listing on
 * sale and its sorts read (`POSTED_COLUMNS`, ADR 0046 "Postings that carry the listing"), in their
 * primary key's index, so that a search's matches are counted and ordered from that index alone;
 * at a million listings each match's probe of `marketplace_listings` (about 9 µs, twice) was most
 * of a search's time. Each posting also carries all its name's words (`name_words`, sorted), so that a
 * search of several words reads the postings of its rarest word and checks the others there.
 * The dictionary counts each word's postings, to tell a search's rarest word from its key's index
 * alone. An index by listing
 * serves the projection's writes of a listing's changes.
 * The label's letters and digits are a stored column of the listing (`label`), so that the
 * trigram index of the pieces rechecks a column instead of computing the label again per row;
 * the index also holds the category, extension and registrar, so that a piece searched with one
 * of those filters reads only the listings that have it (a piece of three letters is in some
 * 40,000 labels of a million).
 */
export class PostingsCarryTheListing1765800000000 implements MigrationInterface {
  name = 'PostingsCarryTheListing1765800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table marketplace_name_postings (
        word text collate "C" not null,
        listing_id uuid not null,
        status text not null,
        auto_relist boolean not null,
        expires_at timestamptz not null,
        price_cents integer not null,
        category text not null,
        extension text not null,
        registrar text not null,
        verified boolean not null,
        is_priority boolean not null,
        period_start timestamptz not null,
        created_at timestamptz not null,
        views integer not null,
        inquiries integer not null,
        name text collate "C" not null,
        name_words text[] not null)
      with (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02)`);
    await queryRunner.query(`
      with words as (
        select listing_id, array_agg(word order by word) as name_words
          from marketplace_name_words group by listing_id)
      insert into marketplace_name_postings
      select p.word, p.listing_id, l.status, l.auto_relist, l.expires_at, l.price_cents,
             l.category, l.extension, l.registrar, l.verified, l.is_priority, l.period_start,
             l.created_at, l.views, l.inquiries, l.name,
             w.name_words
        from marketplace_name_words p join words w using (listing_id)
        join marketplace_listings l on l.id = p.listing_id
       order by p.word, p.listing_id`);
    await queryRunner.query(`drop table marketplace_name_words`);
    await queryRunner.query(
      `alter table marketplace_name_postings rename to marketplace_name_words`,
    );
    await queryRunner.query(`
      alter table marketplace_name_words add constraint marketplace_name_words_pkey
        primary key (word, listing_id)
        include (status, auto_relist, expires_at, price_cents, category, extension, registrar,
                 verified, is_priority, period_start, created_at, views, inquiries, name,
                 name_words)`);
    await queryRunner.query(
      `create index marketplace_name_words_by_listing on marketplace_name_words (listing_id, word)`,
    );
    await queryRunner.query(
      `alter table marketplace_words add column postings integer not null default 0`,
    );
    await queryRunner.query(`
      update marketplace_words d set postings = c.postings
        from (select word, count(*)::int as postings from marketplace_name_words group by word) as c
       where c.word = d.word`);
    await queryRunner.query(`alter table marketplace_words alter column postings drop default`);
    await queryRunner.query(`
      alter table marketplace_words drop constraint marketplace_words_pkey,
        add constraint marketplace_words_pkey primary key (word) include (joined, postings)`);
    await queryRunner.query(`drop index marketplace_listings_label_pieces`);
    await queryRunner.query(`
      alter table marketplace_listings add column label text generated always as
        (regexp_replace(left(name, length(name) - length(extension)), '[^a-z0-9]', '', 'g')) stored`);
    // btree_gin: the filters that are equalities narrow the piece's candidates in the index.
    await queryRunner.query(`create extension if not exists btree_gin`);
    await queryRunner.query(`
      create index marketplace_listings_label_pieces on marketplace_listings
        using gin (label gin_trgm_ops, category, extension, registrar) where status = 'active'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      alter table marketplace_words drop constraint marketplace_words_pkey,
        add constraint marketplace_words_pkey primary key (word)`);
    await queryRunner.query(`alter table marketplace_words drop column postings`);
    await queryRunner.query(`drop index marketplace_listings_label_pieces`);
    await queryRunner.query(`alter table marketplace_listings drop column label`);
    await queryRunner.query(`
      create index marketplace_listings_label_pieces on marketplace_listings using gin
        ((regexp_replace(left(name, length(name) - length(extension)), '[^a-z0-9]', '', 'g'))
         gin_trgm_ops)
        where status = 'active'`);
    await queryRunner.query(`drop index marketplace_name_words_by_listing`);
    await queryRunner.query(
      `alter table marketplace_name_words drop constraint marketplace_name_words_pkey`,
    );
    await queryRunner.query(`
      alter table marketplace_name_words
        drop column status, drop column auto_relist, drop column expires_at,
        drop column price_cents, drop column category, drop column extension,
        drop column registrar, drop column verified, drop column is_priority,
        drop column period_start, drop column created_at, drop column views,
        drop column inquiries, drop column name, drop column name_words`);
    await queryRunner.query(
      `alter table marketplace_name_words add primary key (word, listing_id)`,
    );
  }
}
