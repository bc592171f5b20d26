import { join } from 'node:path';
import { type DataSourceOptions } from 'typeorm';
import { PreparingClient } from './prepared-statements';

/** Compiled migrations sit in dist/migrations; under Jest they are read from backend/migrations. */
const MIGRATIONS = join(__dirname, '..', '..', '..', 'migrations', '*.{js,ts}');

export function dataSourceOptions(
  url: string,
  options: { applicationName?: string; poolSize?: number } = {},
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations: [MIGRATIONS],
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    applicationName: options.applicationName ?? 'dlm',
    poolSize: options.poolSize ?? 20,
    extra: {
      // Each statement with parameters parsed once per connection, and planned once where a
      // general plan serves (prepared-statements.ts).
      Client: PreparingClient,
      // A transaction left open (a crashed handler) must not hold locks or the feed's xmin forever.
      // No JIT: every statement here is short, and a server built with LLVM (Debian's, most
      // managed ones) compiled the saved-search match of each new listing for half a second,
      // planned on its cost estimate, to run it in under a millisecond.
      options: '-c idle_in_transaction_session_timeout=60000 -c jit=off',
    },
  };
}
