import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { invalidateAfterListingChange } from '../../../lib/api/module-keys';

export function useRelistDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/domains/relist/{id}', { params: { path: { id } } })),
    onSuccess: () => invalidateAfterListingChange(queryClient),
  });
}
