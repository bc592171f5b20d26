import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { invalidateAfterListingChange } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';
import { MY_TIMELINES_KEY } from './my-timelines';
import { timelineQueryOptions } from './timeline';

export type StageChange = components['schemas']['UpdateTimelineStageRequest'];

/** Moves a deal to its next stage, or cancels it; the answer is the whole timeline. */
export function useUpdateStage(timelineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StageChange) =>
      unwrap(
        api.PUT('/api/transaction-timeline/update-stage/{id}', {
          params: { path: { id: timelineId } },
          body: change,
        }),
      ),
    onSuccess: (timeline, change) => {
      queryClient.setQueryData(timelineQueryOptions(timelineId).queryKey, timeline);
      // A deal from an accepted offer, cancelled after a missed deadline, puts its listing back
      // on the marketplace: the listings, the marketplace, the figures and the offers change.
      if (change.stage === 'cancelled' && timeline.clock)
        return invalidateAfterListingChange(queryClient);
      return queryClient.invalidateQueries({ queryKey: MY_TIMELINES_KEY });
    },
    // A refusal usually means the other party moved the deal meanwhile: show where it is now.
    onError: () =>
      queryClient.invalidateQueries({ queryKey: timelineQueryOptions(timelineId).queryKey }),
  });
}
