import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type EmbeddedPostgresServer,
  startEmbeddedPostgres,
} from '../../src/platform/database/embedded-postgres';
import { buildBackend } from './processes';
import { createTemplateDatabases } from './test-database';

/**
 * Integration tests talk to real PostgreSQL servers, one per Jest worker: the event feed reads
 * up to the oldest transaction still running (`pg_snapshot_xmin`), and that horizon spans a whole
 * cluster, so a test file holding a transaction open would stall another worker's feed if they
 * shared one. TEST_DATABASE_URL, when set, names those servers (comma-separated, one per worker);
 * otherwise each worker gets an embedded server on a free port in a temporary directory, stopped by
 * the teardown. Each test file makes its own database on its worker's server (test-database.ts),
 * a copy of a template migrated here once per server. The backend is built into dist/ first, for
 * the tests that run its processes and for those migrations.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const workers = globalConfig.maxWorkers;
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    const servers = given.split(',').length;
    if (servers < workers)
      throw new Error(
        `TEST_DATABASE_URL names ${servers} PostgreSQL server(s) for ${workers} Jest workers: ` +
          'the event feed reads up to the oldest transaction of its whole cluster, so each worker ' +
          'needs a server of its own (comma-separated URLs), or run with --runInBand',
      );
  }
  buildBackend();
  if (given) {
    process.env.TEST_TEMPLATE_DATABASE = await createTemplateDatabases(given.split(','));
    return;
  }
  const servers: EmbeddedPostgresServer[] = [];
  for (let worker = 0; worker < workers; worker++)
    servers.push(
      await startEmbeddedPostgres({
        dataDir: mkdtempSync(join(tmpdir(), 'dlm-test-pg-')),
        persistent: false,
      }),
    );
  process.env.TEST_DATABASE_URL = servers.map((server) => server.url).join(',');
  process.env.TEST_TEMPLATE_DATABASE = await createTemplateDatabases(
    servers.map((server) => server.url),
  );
  (globalThis as { __EMBEDDED_PG__?: EmbeddedPostgresServer[] }).__EMBEDDED_PG__ = servers;
}
