import { makeSession, okResponse, storeSession, stubApi } from '../../../test/api-stub';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { MyOffersRoute } from '../routes/my-offers';
import { makeOffer, offersPage } from './fixtures';

type Handlers = Parameters<typeof stubApi>[0];

/**
 * Renders /offers (or `path`) for a signed-in buyer with one offer awaiting the seller; `handlers`
 * replace or add answers by route.
 */
export function renderMyOffers(handlers: Handlers = {}, path = '/offers') {
  const server = stubApi({
    'GET /api/offers/mine': () => okResponse(offersPage([makeOffer()])),
    ...handlers,
  });
  storeSession(makeSession());
  const view = renderRoutes(
    [
      { path: '/offers', element: <MyOffersRoute /> },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
  return { server, ...view };
}
