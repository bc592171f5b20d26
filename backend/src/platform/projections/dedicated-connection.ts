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
