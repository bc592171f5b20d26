import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '@dlm/sdk';
import { timelineQueryOptions } from './timeline';
import { verificationQueryOptions } from './verification';

export type ItemChange = components['schemas']['UpdateVerificationItemRequest'];

/** Fills in, clears or annotates one item of a checklist; the answer is the whole checklist. */
export function useUpdateVerificationItem(verificationId: string, timelineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ItemChange) =>
      unwrap(
        api.PUT('/api/verification/update-item/{id}', {
          params: { path: { id: verificationId } },
          body: change,
        }),
      ),
    onSuccess: (verification) => {
      queryClient.setQueryData(verificationQueryOptions(verificationId).queryKey, verification);
      // The timeline shows each checklist's progress.
      return queryClient.invalidateQueries({
        queryKey: timelineQueryOptions(timelineId).queryKey,
      });
    },
  });
}
