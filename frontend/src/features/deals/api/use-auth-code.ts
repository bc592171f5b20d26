import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { timelineQueryOptions } from './timeline';

/** The seller enters (or replaces) the transfer auth code; the answer is the whole timeline. */
export function useEnterAuthCode(timelineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (authCode: string) =>
      unwrap(
        api.PUT('/api/transaction-timeline/auth-code/{id}', {
          params: { path: { id: timelineId } },
          body: { auth_code: authCode },
        }),
      ),
    onSuccess: (timeline) =>
      queryClient.setQueryData(timelineQueryOptions(timelineId).queryKey, timeline),
  });
}

/** The buyer is shown the code, once: the answer is kept in this mutation only, never cached. */
export function useRevealAuthCode(timelineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/api/transaction-timeline/auth-code/{id}/reveal', {
          params: { path: { id: timelineId } },
        }),
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: timelineQueryOptions(timelineId).queryKey }),
  });
}
