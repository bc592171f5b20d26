import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import { myListingsKeyPrefix } from './my-listings';
import {
  type OwnershipSummary,
  ownershipSummaryKeyPrefix,
  ownershipSummaryQueryOptions,
} from './ownership-summary';

/** How often the progress of a "Check all" is asked for while its checks run. */
export const CHECK_ALL_POLL_MS = 1_500;
/** Following stops after this long; checks still running finish on their own. */
export const CHECK_ALL_CAP_MS = 2 * 60 * 1000;

export interface CheckAllProgress {
  queued: number;
  /** The seller's earlier "Check all" was still running: this one follows it. */
  alreadyRunning: boolean;
  /** Listings checked since the start, at most `queued`. */
  checked: number;
  /** The latest summary; null until the first one arrives. */
  summary: OwnershipSummary | null;
}

export interface CheckAllOutcome extends CheckAllProgress {
  summary: OwnershipSummary;
  /** Every queued listing was checked; false when following stopped first. */
  finished: boolean;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Queues a check of every listing but sold ones, then reads the summary since the start every
 * 1.5 s until all are checked, two minutes have passed, or the screen is left. While the seller's
 * earlier "Check all" still runs (another tab, a reload), the server queues nothing and this
 * follows that one.
 */
async function checkAllAndFollow(
  queryClient: QueryClient,
  onProgress: (progress: CheckAllProgress) => void,
  signal: AbortSignal,
): Promise<CheckAllOutcome> {
  const {
    queued,
    started_at: since,
    already_running: alreadyRunning,
  } = await unwrap(api.POST('/api/domains/ownership/check-all'));
  onProgress({ queued, alreadyRunning, checked: 0, summary: null });
  const followedFrom = Date.now();
  for (;;) {
    const summary = await queryClient.fetchQuery({
      ...ownershipSummaryQueryOptions(since),
      staleTime: 0,
    });
    const checked = Math.min(summary.checked_since ?? 0, queued);
    onProgress({ queued, alreadyRunning, checked, summary });
    const finished = checked >= queued;
    if (finished || signal.aborted || Date.now() - followedFrom >= CHECK_ALL_CAP_MS) {
      return { queued, alreadyRunning, checked, summary, finished };
    }
    await pause(CHECK_ALL_POLL_MS, signal);
  }
}

/**
 * "Check all" and its progress. 503 BACKGROUND_JOBS_OFF without workers. When following ends, the
 * checks' verifications and suspensions show: the portfolio, the summary and the marketplace
 * refresh.
 */
export function useCheckAllOwnership() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<CheckAllProgress | null>(null);
  const following = useRef<AbortController | null>(null);

  useEffect(() => {
    return () => following.current?.abort();
  }, []);

  const mutation = useMutation({
    mutationFn: () => {
      const controller = new AbortController();
      following.current = controller;
      setProgress(null);
      return checkAllAndFollow(queryClient, setProgress, controller.signal);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myListingsKeyPrefix }),
        queryClient.invalidateQueries({ queryKey: ownershipSummaryKeyPrefix }),
        queryClient.invalidateQueries({ queryKey: moduleKeys.marketplace }),
      ]),
  });
  return { ...mutation, progress };
}
