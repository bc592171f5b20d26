import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { invalidateAfterListingChange } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type CreateListingRequest = components['schemas']['CreateListingRequest'];

export function createListing(body: CreateListingRequest) {
  return unwrap(api.POST('/api/domains/create', { body }));
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: () => invalidateAfterListingChange(queryClient),
  });
}
