import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

/** Applies every pending migration; safe to run from several processes (TypeORM takes a lock). */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = new DataSource({
    ...dataSourceOptions(url, { applicationName: 'dlm-migrate', poolSize: 2 }),
  });
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}
