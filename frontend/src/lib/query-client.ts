import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/errors';

/** Client cache lifetimes (spec section 9), used as React Query `staleTime`s. */
export const STALE_TIME = {
  realtime: 10_000,
  fast: 30_000,
  medium: 60_000,
  slow: 5 * 60_000,
  static: 60 * 60_000,
} as const;

const MAX_QUERY_RETRIES = 2;

/** Retry transient failures only: a 4xx answer will not change by asking again. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME.fast,
        retry: shouldRetryQuery,
      },
      mutations: { retry: false },
    },
  });
}
