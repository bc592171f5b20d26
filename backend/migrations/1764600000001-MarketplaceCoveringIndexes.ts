import { type MigrationInterface, type QueryRunner } from 'typeorm';

const ACTIVE = `where status = 'active'`;
/** Whether an active listing is on the marketplace now (ON_MARKETPLACE) reads these two. */
const ON_MARKETPLACE_COLUMNS = 'include (auto_relist, expires_at)';
const SORTS: Record<string, string> = {
  priority_date: 'is_priority desc, period_start desc, id',
  newest: 'created_at desc, id',
  price_asc: 'price_cents, id',
  price_desc: 'price_cents desc, id',
  views_desc: 'views desc, id',
  inquiries_desc: 'inquiries desc, id',
  alphabetical: 'name, id',
  expiry_soon: 'expires_at, id',
};
/** Each filter's index, and what else it carries: an extension is often asked with a registrar. */
const FILTERS: Record<string, string> = {
  category: 'include (auto_relist, expires_at)',
  extension: 'include (registrar, auto_relist, expires_at)',
  registrar: 'include (auto_relist, expires_at)',
};

/**
 * The marketplace's indexes carry what tells whether a listing is on the marketplace now, so that
 * a deep page is skipped over and a filter counted from the index alone, without reading a
 * million rows (docs/adr/0019-benchmarks.md); and the filters of the public listings get indexes.
 */
export class MarketplaceCoveringIndexes1764600000001 implements MigrationInterface {
  name = 'MarketplaceCoveringIndexes1764600000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [sort, columns] of Object.entries(SORTS)) {
      await queryRunner.query(`drop index marketplace_listings_${sort}`);
      await queryRunner.query(
        `create index marketplace_listings_${sort} on marketplace_listings (${columns})
           ${ON_MARKETPLACE_COLUMNS} ${ACTIVE}`,
      );
    }
    for (const [filter, included] of Object.entries(FILTERS))
      await queryRunner.query(
        `create index marketplace_listings_by_${filter} on marketplace_listings (${filter})
           ${included} ${ACTIVE}`,
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const filter of Object.keys(FILTERS))
      await queryRunner.query(`drop index marketplace_listings_by_${filter}`);
    for (const [sort, columns] of Object.entries(SORTS)) {
      await queryRunner.query(`drop index marketplace_listings_${sort}`);
      await queryRunner.query(
        `create index marketplace_listings_${sort} on marketplace_listings (${columns}) ${ACTIVE}`,
      );
    }
  }
}
