import { type INestApplication } from '@nestjs/common';
import { ProjectionWorker } from '../../src/platform/projections/projection-worker';
import { waitFor } from './wait-for';

/**
 * Waits until every asynchronous projection has processed the whole log (the app must run its
 * processors: `createTestApp({ runProcessors: true })`), up to `timeoutMs` (a large catalogue
 * on a loaded machine needs more than the minute a test's few events do).
 */
export async function waitForProjections(app: INestApplication, timeoutMs = 60_000): Promise<void> {
  const worker = app.get(ProjectionWorker);
  await waitFor(
    async () => (await worker.lag()).every((status) => status.eventsBehind === 0),
    'the asynchronous projections to catch up with the log',
    { timeoutMs, intervalMs: 20 },
  );
}
