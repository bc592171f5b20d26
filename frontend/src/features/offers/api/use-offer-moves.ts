import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import type { Offer } from './my-offers';
import { refreshAfterOffer } from './refresh-after-offer';

export type CounterOfferRequest = components['schemas']['CounterOfferRequest'];
export type SellerDeclineReason = NonNullable<
  components['schemas']['DeclineOfferRequest']['reason']
>;

/**
 * The moves on an offer whose turn it is: accept, counter, decline (the seller, with a reason; the
 * buyer walks away) and withdraw (the buyer, before the seller answers). Each answers the offer as
 * it now stands.
 */
export function useOfferMoves(offerId: string) {
  const queryClient = useQueryClient();
  const refresh = (offer: Offer) => refreshAfterOffer(queryClient, offer);
  const path = { params: { path: { id: offerId } } };

  const accept = useMutation({
    mutationFn: () => unwrap(api.POST('/api/offers/{id}/accept', path)),
    onSuccess: refresh,
  });
  const counter = useMutation({
    mutationFn: (body: CounterOfferRequest) =>
      unwrap(api.POST('/api/offers/{id}/counter', { ...path, body })),
    onSuccess: refresh,
  });
  const decline = useMutation({
    mutationFn: (reason?: SellerDeclineReason) =>
      unwrap(api.POST('/api/offers/{id}/decline', { ...path, body: reason ? { reason } : {} })),
    onSuccess: refresh,
  });
  const withdraw = useMutation({
    mutationFn: () => unwrap(api.POST('/api/offers/{id}/withdraw', path)),
    onSuccess: refresh,
  });
  return { accept, counter, decline, withdraw };
}
