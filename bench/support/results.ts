import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BenchOutcome } from './figures';
import { REPO_ROOT } from './services';

export const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');

/** `bench/results/<name>.json`: the figures, the details and the run's context. */
export function writeResults(
  name: string,
  outcome: BenchOutcome,
  context: Record<string, unknown>,
): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${name}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ bench: name, ...context, figures: outcome.figures, details: outcome.details }, null, 2)}\n`,
  );
  return file;
}
