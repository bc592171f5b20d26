import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { invalidateAfterListingChange } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';
import { listingQueryOptions } from './get-listing';

export type UpdateListingRequest = components['schemas']['UpdateListingRequest'];

export function updateListing(id: string, body: UpdateListingRequest) {
  return unwrap(api.PUT('/api/domains/update/{id}', { params: { path: { id } }, body }));
}

export function useUpdateListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateListingRequest) => updateListing(id, body),
    onSuccess: (listing) => {
      // The screen shows the server's answer at once, without waiting for the refetch below.
      queryClient.setQueryData(listingQueryOptions(id).queryKey, listing);
      return invalidateAfterListingChange(queryClient);
    },
  });
}
