import type { QueryClient } from '@tanstack/react-query';
import { invalidateAfterListingChange, moduleKeys } from '../../../lib/api/module-keys';
import type { Offer } from './my-offers';

/**
 * After a move on an offer: the offers lists, the terms (the open offer) and the offer itself; an
 * accepted offer also sold the listing and opened a deal, which the listings, the marketplace, the
 * figures, the lead manager and the deals show.
 */
export function refreshAfterOffer(queryClient: QueryClient, offer: Offer): Promise<unknown> {
  return offer.status === 'accepted'
    ? invalidateAfterListingChange(queryClient)
    : queryClient.invalidateQueries({ queryKey: moduleKeys.offers });
}
