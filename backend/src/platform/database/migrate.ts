import { DataSource } from 'typeorm';
import { assertTransactionIdsBelowCounter } from '../event-store/transaction-rebase';
import { dataSourceOptions } from './data-source-options';

/**
 * Applies every pending migration; safe to run from several processes (TypeORM takes a lock).
 * Then refuses a database restored from a dump whose event log has not been re-based yet, since
 * the processes started after the migrations would append events that projections skip.
 */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = new DataSource({
    ...dataSourceOptions(url, { applicationName: 'dlm-migrate', poolSize: 2 }),
  });
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    await assertTransactionIdsBelowCounter(dataSource);
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}
