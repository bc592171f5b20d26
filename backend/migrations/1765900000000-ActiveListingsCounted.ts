import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The marketplace counts its active listings as their statuses change (`marketplace_totals`,
 * written by the projection, rebuilt and verified with it), so that how many listings are on sale
 * is that count less the few past their period with auto-relist off, not a count of a million
 * rows: at 1,050,000 listings that count took 70 to 135 ms, after every applied batch and every
 * minute, and kept the first page after a rebuild waiting.
 */
export class ActiveListingsCounted1765900000000 implements MigrationInterface {
  name = 'ActiveListingsCounted1765900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `create table marketplace_totals (name text primary key, value integer not null)`,
    );
    await queryRunner.query(`
      insert into marketplace_totals (name, value)
      select 'active_listings', count(*) filter (where status = 'active') from marketplace_listings
      having count(*) > 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table marketplace_totals`);
  }
}
