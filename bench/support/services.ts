import { generateKeyPairSync } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { runMigrations } from '../../backend/src/platform/database/migrate';
import { resolveDatabase } from '../../backend/src/platform/runtime/local-database';
import { resolveRedis } from '../../backend/src/platform/runtime/local-redis';

export const REPO_ROOT = join(__dirname, '..', '..', '..');

/** Where the benches keep what they make: `.data/bench`, or `$DATA_DIR/bench`. */
export function benchDataRoot(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.DATA_DIR ?? join(REPO_ROOT, '.data'), 'bench');
}

/** The PostgreSQL server and Redis the benches run against, as `npm start` finds or starts them. */
export interface BenchServices {
  /** A URL of the server; each bench gets a database of its own on it. */
  serverUrl: string;
  redisUrl: string | undefined;
  summary: string[];
  stop(): Promise<void>;
}

/**
 * DATABASE_URL and REDIS_URL when set; else the embedded PostgreSQL and the local (or a started)
 * Redis, as `npm start` does, with their data in `.data/bench` (or `$DATA_DIR/bench`).
 */
export async function startServices(env: NodeJS.ProcessEnv): Promise<BenchServices> {
  const dataRoot = benchDataRoot(env);
  const database = await resolveDatabase({ env, dataDir: join(dataRoot, 'postgres') });
  try {
    const redis = await resolveRedis({ env, dataDir: join(dataRoot, 'redis') });
    return {
      serverUrl: database.url,
      redisUrl: redis.url,
      summary: [database.summary, redis.summary],
      stop: async () => {
        await redis.stop();
        await database.stop();
      },
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
}

/** A fresh, migrated database for one bench; `drop()` removes it. */
export interface BenchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export async function createBenchDatabase(
  serverUrl: string,
  bench: string,
): Promise<BenchDatabase> {
  const database = await createEmptyDatabase(serverUrl, `dlm_bench_${process.pid}_${bench}`);
  await runMigrations(database.url);
  return database;
}

/**
 * A fresh database `name` without tables, for a bench that applies the migrations of the code it
 * runs (which need not be this checkout's).
 */
export async function createEmptyDatabase(serverUrl: string, name: string): Promise<BenchDatabase> {
  await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  await onServer(serverUrl, `create database ${name}`);
  return {
    url: withDatabase(serverUrl, name),
    name,
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Runs one statement on the server's maintenance connection (create or drop a database). */
export async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The server's URL, pointed at another of its databases. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The server's version and the settings that shape write and read speed. */
export async function describeServer(url: string): Promise<Record<string, string>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const settings = [
      'server_version',
      'shared_buffers',
      'work_mem',
      'maintenance_work_mem',
      'synchronous_commit',
      'fsync',
      'max_wal_size',
    ];
    const described: Record<string, string> = {};
    for (const setting of settings)
      described[setting] = (await client.query<Record<string, string>>(`show ${setting}`)).rows[0][
        setting
      ];
    return described;
  } finally {
    await client.end();
  }
}

/** An Ed25519 PKCS#8 key for the app processes' access tokens. */
export function newSigningKey(): string {
  const { privateKey } = generateKeyPairSync('ed25519');
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}
