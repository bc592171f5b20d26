import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { timelineQueryOptions } from './timeline';
import { verificationQueryOptions } from './verification';
import type { VerificationType } from './verification-templates';

/** Starts a checklist of one type for a deal; starting it again answers the same checklist. */
export function useStartVerification(timelineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: VerificationType) =>
      unwrap(api.POST('/api/verification/create', { body: { timelineId, type } })),
    onSuccess: (verification) => {
      queryClient.setQueryData(verificationQueryOptions(verification.id).queryKey, verification);
      // The timeline lists its checklists.
      return queryClient.invalidateQueries({
        queryKey: timelineQueryOptions(timelineId).queryKey,
      });
    },
  });
}
