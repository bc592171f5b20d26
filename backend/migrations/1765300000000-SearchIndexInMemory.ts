import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The marketplace's searches are answered by an index in memory (ADR 0036), loaded from the read
 * model: the GIN index of name terms goes (the saved-search matcher reads one listing's terms, by
 * key). Names sort by code point everywhere, so that the index's alphabetical order and
 * PostgreSQL's are one whatever the database's locale.
 */
export class SearchIndexInMemory1765300000000 implements MigrationInterface {
  name = 'SearchIndexInMemory1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop index marketplace_listings_terms`);
    await queryRunner.query(
      `alter table marketplace_listings alter column name type text collate "C"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `alter table marketplace_listings alter column name type text collate "default"`,
    );
    await queryRunner.query(
      `create index marketplace_listings_terms on marketplace_listings using gin (name_terms)
         where status = 'active'`,
    );
  }
}
