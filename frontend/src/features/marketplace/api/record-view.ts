import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';

/**
 * Counts a signed-in visitor's view of a listing. Fire and forget: the server counts one view per
 * viewer per listing per day and never the seller's own, and the marketplace shows it a moment later.
 */
export function useRecordView() {
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/domains/{id}/view', { params: { path: { id } } })),
  });
}
