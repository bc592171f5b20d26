import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../src/platform/database/embedded-postgres';

/**
 * Integration tests talk to a real PostgreSQL: TEST_DATABASE_URL when set, otherwise an embedded
 * server on a free port in a temporary directory, stopped by the teardown.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const server = await startEmbeddedPostgres({
    dataDir: mkdtempSync(join(tmpdir(), 'dlm-test-pg-')),
    persistent: false,
  });
  process.env.TEST_DATABASE_URL = server.url;
  (globalThis as { __EMBEDDED_PG__?: typeof server }).__EMBEDDED_PG__ = server;
}
