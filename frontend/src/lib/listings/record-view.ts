import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';

/**
 * Counts a signed-in visitor's view of a listing. Fire and forget: the server counts one view per
 * viewer per listing per day and never the seller's own, and the marketplace shows it a moment later.
 * The listings module's call, shared rather than owned by a feature because the landing page
 * (marketplace) and the Contact Seller form (inquiries) both count views, and features do not
 * import each other.
 */
export function useRecordView() {
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/domains/{id}/view', { params: { path: { id } } })),
  });
}
