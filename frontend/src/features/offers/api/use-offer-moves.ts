import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';
import type { Offer } from './my-offers';
import { refreshAfterOffer } from './refresh-after-offer';

export type CounterOfferRequest = components['schemas']['CounterOfferRequest'];
export type SellerDeclineReason = NonNullable<
  components['schemas']['DeclineOfferRequest']['reason']
>;
export type OfferMove = 'accept' | 'counter' | 'decline' | 'withdraw';

/**
 * The moves on an offer whose turn it is: accept, counter, decline (the seller, with a reason; the
 * buyer walks away) and withdraw (the buyer, before the seller answers). Each answers the offer as
 * it now stands, handed to `onMoved` before the lists refresh: the refreshed list may no longer
 * hold the offer (an accepted one is not open), and the card that made the move goes with it.
 */
export function useOfferMoves(offerId: string, onMoved?: (offer: Offer, move: OfferMove) => void) {
  const queryClient = useQueryClient();
  const done = (move: OfferMove) => (offer: Offer) => {
    onMoved?.(offer, move);
    return refreshAfterOffer(queryClient, offer);
  };
  // A refusal usually means the other side moved (or the offer expired) meanwhile: show it as it is.
  const reload = () => queryClient.invalidateQueries({ queryKey: moduleKeys.offers });
  const path = { params: { path: { id: offerId } } };

  const accept = useMutation({
    mutationFn: () => unwrap(api.POST('/api/offers/{id}/accept', path)),
    onSuccess: done('accept'),
    onError: reload,
  });
  const counter = useMutation({
    mutationFn: (body: CounterOfferRequest) =>
      unwrap(api.POST('/api/offers/{id}/counter', { ...path, body })),
    onSuccess: done('counter'),
    onError: reload,
  });
  const decline = useMutation({
    mutationFn: (reason?: SellerDeclineReason) =>
      unwrap(api.POST('/api/offers/{id}/decline', { ...path, body: reason ? { reason } : {} })),
    onSuccess: done('decline'),
    onError: reload,
  });
  const withdraw = useMutation({
    mutationFn: () => unwrap(api.POST('/api/offers/{id}/withdraw', path)),
    onSuccess: done('withdraw'),
    onError: reload,
  });
  return { accept, counter, decline, withdraw };
}
