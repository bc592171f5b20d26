import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { onServer, withDatabase } from '../../../bench/support/services';
import { dataSourceOptions } from '../../src/platform/database/data-source-options';
import { ROOT } from './processes';

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

/**
 * Makes a migrated database on each test server, once per run (the global setup), for every test
 * file's database to be copied from: migrating one took a second, a copy a quarter of that. The
 * migrations run from the build in dist/ (`npm run migrations:run`), as they do in production.
 * Returns its name, which TEST_TEMPLATE_DATABASE then hands to the workers.
 */
export async function createTemplateDatabases(serverUrls: string[]): Promise<string> {
  const name = `dlm_test_template_${randomBytes(4).toString('hex')}`;
  await Promise.all(
    serverUrls.map(async (serverUrl) => {
      await onServer(serverUrl, `create database ${name}`);
      await promisify(execFile)(
        process.execPath,
        [join(ROOT, 'dist', 'src', 'cli', 'migrations-run.js')],
        { env: { ...process.env, DATABASE_URL: withDatabase(serverUrl, name) } },
      );
    }),
  );
  return name;
}

/** Removes the template databases of createTemplateDatabases (the global teardown). */
export async function dropTemplateDatabases(serverUrls: string[], name: string): Promise<void> {
  await Promise.all(
    serverUrls.map((serverUrl) => onServer(serverUrl, `drop database if exists ${name}`)),
  );
}

/** A fresh, migrated database of its own for one test file; `drop()` removes it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `dlm_test_${randomBytes(6).toString('hex')}`;
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (!template)
    throw new Error(
      'TEST_TEMPLATE_DATABASE is not set: run integration tests through jest --selectProjects integration',
    );
  await onServer(testServerUrl(), `create database ${name} template ${template}`);
  const url = withDatabase(testServerUrl(), name);
  const dataSource = new DataSource(dataSourceOptions(url, { applicationName: 'dlm-test' }));
  await dataSource.initialize();
  return {
    url,
    name,
    dataSource,
    async drop() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await onServer(testServerUrl(), `drop database if exists ${name} with (force)`);
    },
  };
}

/** Redis for tests: REDIS_URL or the local server. */
export function testRedisUrl(): string {
  return process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
}
