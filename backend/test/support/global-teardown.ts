import { type EmbeddedPostgresServer } from '../../src/platform/database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  const servers = (globalThis as { __EMBEDDED_PG__?: EmbeddedPostgresServer[] }).__EMBEDDED_PG__;
  await Promise.all((servers ?? []).map((server) => server.stop()));
}
