import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { invalidateAfterListingChange } from '../../../lib/api/module-keys';

export function useRestoreDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/domains/unmark-sold/{id}', { params: { path: { id } } })),
    onSuccess: () => invalidateAfterListingChange(queryClient),
  });
}
