import { type EmbeddedPostgresServer } from '../../src/platform/database/embedded-postgres';
import { dropTemplateDatabases } from './test-database';

/** Stops the embedded servers of the global setup, or drops its templates from the given ones. */
export default async function globalTeardown(): Promise<void> {
  const servers = (globalThis as { __EMBEDDED_PG__?: EmbeddedPostgresServer[] }).__EMBEDDED_PG__;
  const given = process.env.TEST_DATABASE_URL;
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (!servers && given && template) await dropTemplateDatabases(given.split(','), template);
  await Promise.all((servers ?? []).map((server) => server.stop()));
}
