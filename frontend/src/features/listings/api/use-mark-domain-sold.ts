import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { invalidateAfterListingChange } from '../../../lib/api/module-keys';

export interface MarkSoldInput {
  id: string;
  salePrice: number;
}

export function useMarkDomainSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, salePrice }: MarkSoldInput) =>
      unwrap(
        api.POST('/api/domains/mark-sold/{id}', { params: { path: { id } }, body: { salePrice } }),
      ),
    onSuccess: () => invalidateAfterListingChange(queryClient),
  });
}
