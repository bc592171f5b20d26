import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The read models with a row per listing, whose views and inquiries change with every event. */
const TABLES = ['domain_listings', 'marketplace_listings', 'dashboard_listings', 'deal_listings'];

/**
 * Pages of these tables are filled to 70%, so that updating a listing's counts (no indexed column
 * changes) can put the new row version on the same page: a heap-only tuple update that adds no
 * index entry. Filled to 100%, next to none of a rebuild's 521,000 updates of domain_listings were
 * (688); its rebuild of a 1,000,000-event log went from 20.3 s to 14.2 s (docs/benchmarks.md).
 * Pages written before this migration keep their fill until the next rebuild truncates them.
 */
export class ListingReadModelsFillfactor1764700000001 implements MigrationInterface {
  name = 'ListingReadModelsFillfactor1764700000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES)
      await queryRunner.query(`alter table ${table} set (fillfactor = 70)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(`alter table ${table} reset (fillfactor)`);
  }
}
