import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { timelineQueryOptions } from './timeline';

/** The buyer names the registrar receiving the name; the answer is the whole timeline. */
export function useSetReceivingRegistrar(timelineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrar: string) =>
      unwrap(
        api.PUT('/api/transaction-timeline/receiving-registrar/{id}', {
          params: { path: { id: timelineId } },
          body: { registrar },
        }),
      ),
    onSuccess: (timeline) =>
      queryClient.setQueryData(timelineQueryOptions(timelineId).queryKey, timeline),
  });
}
