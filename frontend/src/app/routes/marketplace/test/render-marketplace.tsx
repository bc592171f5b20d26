import { screen } from '@testing-library/react';
import {
  listingsAnswer,
  makeMarketplaceListing,
} from '../../../../features/marketplace/test/fixtures';
import { makeTerms, offersPage } from '../../../../features/offers/test/fixtures';
import { makeSession, okResponse, PROFILE, storeSession, stubApi } from '../../../../test/api-stub';
import { LocationProbe, renderRoutes } from '../../../../test/render';
import { DomainLandingRoute } from '../domain-landing';
import { MarketplaceRoute } from '../marketplace';

type Handlers = Parameters<typeof stubApi>[0];

export const BUYER_PROFILE = { ...PROFILE, full_name: 'Alice Buyer' };

const ROUTES = [
  { path: '/marketplace', element: <MarketplaceRoute /> },
  { path: '/d/:name', element: <DomainLandingRoute /> },
  { path: '*', element: <LocationProbe /> },
];

/**
 * Renders `path` (the marketplace unless told) for a signed-in buyer, or a visitor when `signedIn`
 * is false; one listing on sale taking offers, no open offer, and views counted unless `handlers`
 * answer otherwise.
 */
export function renderMarketplace(
  handlers: Handlers = {},
  { path = '/marketplace', signedIn = true }: { path?: string; signedIn?: boolean } = {},
) {
  const server = stubApi({
    'GET /api/user/profile': () => okResponse(BUYER_PROFILE),
    'GET /api/domains/public-listings': () =>
      okResponse(listingsAnswer([makeMarketplaceListing()])),
    [`POST /api/domains/${makeMarketplaceListing().id}/view`]: () => okResponse({ counted: true }),
    'GET /api/offers/mine': () => okResponse(offersPage([])),
    [`GET /api/offers/terms/${makeMarketplaceListing().id}`]: () => okResponse(makeTerms()),
    ...handlers,
  });
  if (signedIn) storeSession(makeSession());
  const view = renderRoutes(ROUTES, path);
  return { server, ...view };
}

/** The query of every public-listings call made so far, in order. */
export function listingRequests(server: ReturnType<typeof stubApi>): URLSearchParams[] {
  return server
    .callsTo('GET', '/api/domains/public-listings')
    .map((request) => new URL(request.url).searchParams);
}

export function lastListingRequest(server: ReturnType<typeof stubApi>): Record<string, string> {
  const requests = listingRequests(server);
  return Object.fromEntries(requests[requests.length - 1] ?? []);
}

export function marketplaceReady() {
  return screen.findByRole('heading', { name: 'Domain Marketplace' });
}
