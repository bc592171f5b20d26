import { ConcurrencyConflictError } from './errors';
import { withConcurrencyRetry } from './concurrency-retry';
import { DomainError } from '../errors/domain-error';

describe('withConcurrencyRetry', () => {
  it('runs again after a concurrency conflict and returns the first success', async () => {
    const attempts: number[] = [];
    const result = await withConcurrencyRetry(
      async (attempt) => {
        attempts.push(attempt);
        if (attempt < 3) throw new ConcurrencyConflictError('thing-1');
        return 'done';
      },
      { attempts: 3 },
    );
    expect(result).toBe('done');
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('rethrows the conflict after the last attempt', async () => {
    let runs = 0;
    await expect(
      withConcurrencyRetry(
        async () => {
          runs++;
          throw new ConcurrencyConflictError('thing-1');
        },
        { attempts: 3 },
      ),
    ).rejects.toMatchObject({ code: 'CONCURRENCY_CONFLICT' });
    expect(runs).toBe(3);
  });

  it('rethrows any other error at once', async () => {
    let runs = 0;
    await expect(
      withConcurrencyRetry(async () => {
        runs++;
        throw new DomainError('OVER_LIMIT', 'Over the limit');
      }),
    ).rejects.toMatchObject({ code: 'OVER_LIMIT' });
    expect(runs).toBe(1);
  });
});
