import { UNPREPARED } from '../../../src/platform/database/prepared-statements';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

/**
 * The settings every connection of the app starts with (`dataSourceOptions`), on the test's own
 * PostgreSQL: Debian's server, built with LLVM like most managed ones.
 */
describe('the app connections', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db.drop();
  });

  it('never compile a statement with JIT, however high its estimated cost', async () => {
    // With JIT on, the saved-search match of each new listing (estimated above the server's
    // jit_optimize_above_cost) took half a second of compiling to run in under a millisecond.
    const [plan] = await db.dataSource.query<Array<{ 'QUERY PLAN': Array<{ JIT?: unknown }> }>>(
      `explain (format json) select count(*) from pg_attribute a, pg_attribute b`,
    );
    expect(plan['QUERY PLAN'][0]).not.toHaveProperty('JIT');
    expect(await db.dataSource.query(`show jit`)).toEqual([{ jit: 'off' }]);
  });

  it('prepare each statement with parameters once, but not a marketplace read', async () => {
    const runner = db.dataSource.createQueryRunner();
    await runner.connect();
    try {
      expect(await runner.query(`select $1::int + 1 as n`, [1])).toEqual([{ n: 2 }]);
      expect(await runner.query(`select $1::int + 1 as n`, [2])).toEqual([{ n: 3 }]);
      expect(await runner.query(`${UNPREPARED}select $1::int + 2 as n`, [1])).toEqual([{ n: 3 }]);
      expect(await runner.query(`select statement from pg_prepared_statements`)).toEqual([
        { statement: 'select $1::int + 1 as n' },
      ]);
    } finally {
      await runner.release();
    }
  });

  it('end a transaction left idle for a minute', async () => {
    expect(await db.dataSource.query(`show idle_in_transaction_session_timeout`)).toEqual([
      { idle_in_transaction_session_timeout: '1min' },
    ]);
  });
});
