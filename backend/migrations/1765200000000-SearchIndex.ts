import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The marketplace's search index (ADR 0033): each listing's name terms (its words marked whole,
 * and every prefix of each), split by the projection with an English word list, in a GIN index
 * of the listings on sale; the dictionary of every distinct word of a name, whose trigrams
 * correct a search's typos. Names and descriptions are no longer matched as text (`search_text`
 * and its trigram index go). The saved searches keep their words as the marketplace splits them.
 *
 * The terms of listings already in the read model are filled by rebuilding it
 * (`npm run projections:rebuild -- marketplace.listings watchlists`): the split is the app's.
 */
export class SearchIndex1765200000000 implements MigrationInterface {
  name = 'SearchIndex1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop index marketplace_listings_search`);
    await queryRunner.query(`
      alter table marketplace_listings
        drop column search_text,
        add column name_terms text[] not null default '{}'`);
    await queryRunner.query(
      `create index marketplace_listings_terms on marketplace_listings using gin (name_terms)
         where status = 'active'`,
    );
    await queryRunner.query(`create table marketplace_words (word text primary key)`);
    await queryRunner.query(
      `create index marketplace_words_trigrams on marketplace_words using gin (word gin_trgm_ops)`,
    );
    await queryRunner.query(`
      alter table saved_search_words
        drop column search_pattern,
        add column search_words text[] not null default '{}'`);
    await queryRunner.query(`
      update saved_search_words
         set search_words = array(select m[1] from regexp_matches(search, '[a-z]+|[0-9]+', 'g') m)`);
    await queryRunner.query(`
      update saved_search_words
         set search_trgms = show_trgm(array_to_string(search_words, ' ')),
             search_loose = cardinality(search_words) = 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      alter table saved_search_words
        drop column search_words,
        add column search_pattern text not null default ''`);
    await queryRunner.query(`drop table marketplace_words`);
    await queryRunner.query(`drop index marketplace_listings_terms`);
    await queryRunner.query(`
      alter table marketplace_listings
        drop column name_terms,
        add column search_text text generated always as (lower(name || ' ' || description)) stored`);
    await queryRunner.query(
      `create index marketplace_listings_search on marketplace_listings
         using gin (search_text gin_trgm_ops) where status = 'active'`,
    );
  }
}
