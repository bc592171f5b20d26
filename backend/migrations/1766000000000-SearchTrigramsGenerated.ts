import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The trigrams of a saved search's words (`saved_search_words.search_trgms`) are a column the
 * table generates from the words, so that the watchlists' read model, defined once (ADR 0048),
 * writes the words alone, from its fold as from its live path, and no statement of its own
 * computes them. `array_to_string` is only stable for any array's type; for `text[]` it is
 * immutable, as a generated column's expression must be, hence the function.
 */
export class SearchTrigramsGenerated1766000000000 implements MigrationInterface {
  name = 'SearchTrigramsGenerated1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create function search_words_trigrams(words text[]) returns text[]
        language sql immutable parallel safe
        return show_trgm(array_to_string(words, ' '))`);
    await queryRunner.query(`
      alter table saved_search_words
        drop column search_trgms,
        add column search_trgms text[] generated always as (search_words_trigrams(search_words)) stored`);
    await queryRunner.query(
      `create index saved_search_words_trigrams on saved_search_words using gin (search_trgms)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      alter table saved_search_words
        drop column search_trgms,
        add column search_trgms text[] not null default '{}'`);
    await queryRunner.query(
      `update saved_search_words set search_trgms = show_trgm(array_to_string(search_words, ' '))`,
    );
    await queryRunner.query(
      `create index saved_search_words_trigrams on saved_search_words using gin (search_trgms)`,
    );
    await queryRunner.query(`drop function search_words_trigrams(text[])`);
  }
}
