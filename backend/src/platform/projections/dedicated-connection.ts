import { Client, type ClientConfig } from 'pg';
import { type DataSource, type DataSourceOptions } from 'typeorm';

type PostgresDataSourceOptions = Extract<DataSourceOptions, { type: 'postgres' }>;

/**
 * A connection of its own, outside the pool, with the pool's settings: for session-level advisory
 * locks and LISTEN. Closing it ends the session, which releases both even if an unlock never ran.
 */
export async function openDedicatedConnection(
  dataSource: DataSource,
  applicationName: string,
): Promise<Client> {
  const options = dataSource.options as PostgresDataSourceOptions;
  const client = new Client({
    connectionString: options.url,
    host: options.host,
    user: options.username,
    password: options.password,
    database: options.database,
    port: options.port,
    ssl: options.ssl as ClientConfig['ssl'],
    ...(options.extra as object | undefined),
    application_name: applicationName.slice(0, 63),
  });
  await client.connect();
  return client;
}

/**
 * Projection locks live in the two-key advisory lock space (class, hash of the name), apart from
 * the one-key space of the append's stream locks, so a name can never collide with a stream id.
 */
export const PROJECTION_LOCK_CLASS = 0x45530001;

/**
 * Held exclusively by a rebuild for its whole length, and shared by each batch transaction of the
 * projection's processor: a rebuild waits for the batch in hand and the processor's next batch
 * waits for the rebuild, then finds its checkpoint moved and reads it again.
 */
export const REBUILD_LOCK_CLASS = 0x45530002;
