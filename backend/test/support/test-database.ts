import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/platform/database/data-source-options';
import { runMigrations } from '../../src/platform/database/migrate';

export interface TestDatabase {
  url: string;
  name: string;
  dataSource: DataSource;
  drop(): Promise<void>;
}

/**
 * This Jest worker's PostgreSQL server: one of TEST_DATABASE_URL's comma-separated URLs, one per
 * worker (global-setup.ts says why a worker needs a cluster of its own).
 */
export function testServerUrl(): string {
  const urls = process.env.TEST_DATABASE_URL?.split(',');
  if (!urls)
    throw new Error(
      'TEST_DATABASE_URL is not set: run integration tests through jest --selectProjects integration',
    );
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  return urls[(worker - 1) % urls.length];
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A fresh, migrated database of its own for one test file; `drop()` removes it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `dlm_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: testServerUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(testServerUrl(), name);
  await runMigrations(url);
  const dataSource = new DataSource(dataSourceOptions(url, { applicationName: 'dlm-test' }));
  await dataSource.initialize();
  return {
    url,
    name,
    dataSource,
    async drop() {
      if (dataSource.isInitialized) await dataSource.destroy();
      const cleanup = new Client({ connectionString: testServerUrl() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Redis for tests: REDIS_URL or the local server. */
export function testRedisUrl(): string {
  return process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
}
