import { type EmbeddedPostgresServer } from '../../src/platform/database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __EMBEDDED_PG__?: EmbeddedPostgresServer }).__EMBEDDED_PG__?.stop();
}
