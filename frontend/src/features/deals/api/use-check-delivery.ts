import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { timelineQueryOptions } from './timeline';

/** Either side asks the registry now whether the name has arrived; the answer is the timeline. */
export function useCheckDeliveryNow(timelineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/api/transaction-timeline/delivery-check/{id}', {
          params: { path: { id: timelineId } },
        }),
      ),
    onSuccess: (timeline) =>
      queryClient.setQueryData(timelineQueryOptions(timelineId).queryKey, timeline),
  });
}
