import { percentile } from './stats';

export interface LoadResult {
  operations: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

/**
 * `writers` loops, each running `operation(writer)` back to back for `seconds`, after a warm-up of
 * `warmupSeconds` whose operations are not counted.
 */
export async function closedLoop(
  writers: number,
  seconds: number,
  operation: (writer: number) => Promise<void>,
  warmupSeconds = 1,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const warmupEnd = performance.now() + warmupSeconds * 1000;
  const end = warmupEnd + seconds * 1000;
  let measuredFrom = warmupEnd;
  let operations = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (;;) {
        const started = performance.now();
        if (started >= end) return;
        await operation(writer);
        const finished = performance.now();
        if (started >= warmupEnd) {
          operations += 1;
          latencies.push(finished - started);
        }
      }
    }),
  );
  measuredFrom = Math.min(measuredFrom, end);
  const elapsed = (performance.now() - measuredFrom) / 1000;
  return {
    operations,
    seconds: elapsed,
    perSecond: operations / elapsed,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
  };
}
