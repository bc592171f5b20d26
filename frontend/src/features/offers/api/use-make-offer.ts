import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '@dlm/sdk';
import { refreshAfterOffer } from './refresh-after-offer';

export type MakeOfferRequest = components['schemas']['MakeOfferRequest'];

/** Makes an offer; the answer is the seller's rules' instant answer (declined, accepted or sent). */
export function useMakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MakeOfferRequest) => unwrap(api.POST('/api/offers', { body })),
    onSuccess: (offer) => refreshAfterOffer(queryClient, offer),
  });
}
