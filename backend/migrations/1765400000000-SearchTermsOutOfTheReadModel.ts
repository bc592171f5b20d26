import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The search index in memory (ADR 0036) splits names itself, so the marketplace keeps no search
 * terms: each listing's `name_terms` and the dictionary of words (`marketplace_words`, with its
 * trigrams) go. The saved-search matcher splits the one listing it matches as it asks.
 */
export class SearchTermsOutOfTheReadModel1765400000000 implements MigrationInterface {
  name = 'SearchTermsOutOfTheReadModel1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table marketplace_words`);
    await queryRunner.query(`alter table marketplace_listings drop column name_terms`);
  }

  /** Empty again: a rebuild of the marketplace by the code of before fills them. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `alter table marketplace_listings add column name_terms text[] not null default '{}'`,
    );
    await queryRunner.query(`create table marketplace_words (word text primary key)`);
    await queryRunner.query(
      `create index marketplace_words_trigrams on marketplace_words using gin (word gin_trgm_ops)`,
    );
  }
}
