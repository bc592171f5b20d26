import { ConcurrencyConflictError } from './errors';

export interface ConcurrencyRetryOptions {
  /** How many times `fn` runs at most, the first run included. */
  attempts: number;
}

/**
 * Runs load + decide + append again when another writer got to the stream first. After the last
 * attempt the conflict is rethrown (the API answers 409). Any other error is rethrown at once.
 */
export async function withConcurrencyRetry<T>(
  fn: (attempt: number) => Promise<T>,
  options: ConcurrencyRetryOptions = { attempts: 3 },
): Promise<T> {
  if (!Number.isInteger(options.attempts) || options.attempts < 1)
    throw new Error('withConcurrencyRetry: attempts must be a positive integer');
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (!isConcurrencyConflict(error) || attempt >= options.attempts) throw error;
    }
  }
}

export function isConcurrencyConflict(error: unknown): boolean {
  return (
    error instanceof ConcurrencyConflictError ||
    (error as { code?: unknown } | undefined)?.code === 'CONCURRENCY_CONFLICT'
  );
}
