import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '@dlm/sdk';
import { MY_TIMELINES_KEY } from './my-timelines';
import { timelineQueryOptions } from './timeline';

export type EscrowTerms = components['schemas']['OpenEscrowRequest'];

/** Opens the deal's escrow at Escrow.com; the answer is the whole timeline, escrow included. */
export function useOpenEscrow(timelineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (terms: EscrowTerms) =>
      unwrap(
        api.POST('/api/transaction-timeline/escrow/{id}', {
          params: { path: { id: timelineId } },
          body: terms,
        }),
      ),
    onSuccess: (timeline) => {
      queryClient.setQueryData(timelineQueryOptions(timelineId).queryKey, timeline);
      return queryClient.invalidateQueries({ queryKey: MY_TIMELINES_KEY });
    },
    // The other party may have opened it meanwhile: show the deal as it is now.
    onError: () =>
      queryClient.invalidateQueries({ queryKey: timelineQueryOptions(timelineId).queryKey }),
  });
}
