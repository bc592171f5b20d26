import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type OfferRules = components['schemas']['OfferRulesView'];
export type OfferRulesRequest = components['schemas']['OfferRulesRequest'];

/** Rules, defaults and the terms buyers see: what saving any rule may change. */
const RULES_KEY = [...moduleKeys.offers, 'rules'] as const;

export function offerRulesQueryOptions(listingId: string) {
  return queryOptions({
    queryKey: [...RULES_KEY, listingId],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/offers/rules/{listingId}', { params: { path: { listingId } }, signal })),
  });
}

export function defaultOfferRulesQueryOptions() {
  return queryOptions({
    queryKey: [...RULES_KEY, 'default'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/offers/default-rules', { signal })),
  });
}

/** The rules that apply to one of the seller's listings: its own, or the seller's default. */
export function useOfferRules(listingId: string) {
  return useQuery(offerRulesQueryOptions(listingId));
}

export function useDefaultOfferRules(options: { enabled?: boolean } = {}) {
  return useQuery({ ...defaultOfferRulesQueryOptions(), enabled: options.enabled ?? true });
}

/** Gives the listing rules of its own. */
export function useSaveOfferRules(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferRulesRequest) =>
      unwrap(api.PUT('/api/offers/rules/{listingId}', { params: { path: { listingId } }, body })),
    onSuccess: (rules) => {
      queryClient.setQueryData(offerRulesQueryOptions(listingId).queryKey, rules);
      return queryClient.invalidateQueries({ queryKey: [...moduleKeys.offers, 'terms'] });
    },
  });
}

/** Sets the rules of every listing without its own. */
export function useSaveDefaultOfferRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferRulesRequest) => unwrap(api.PUT('/api/offers/default-rules', { body })),
    onSuccess: (rules) => {
      queryClient.setQueryData(defaultOfferRulesQueryOptions().queryKey, rules);
      // Listings that follow the default change with it.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: RULES_KEY }),
        queryClient.invalidateQueries({ queryKey: [...moduleKeys.offers, 'terms'] }),
      ]);
    },
  });
}
