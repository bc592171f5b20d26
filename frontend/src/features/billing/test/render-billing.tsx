import type { RouteObject } from 'react-router-dom';
import { makeSession, okResponse, PROFILE, storeSession, stubApi } from '../../../test/api-stub';
import { billingHandlers } from '../../../test/billing-stubs';
import { LocationProbe, renderRoutes } from '../../../test/render';

type Handlers = Parameters<typeof stubApi>[0];

export const CHECKOUT_URL = 'http://localhost:3000/api/payments/test-checkout/0b9a7c1e';
export const SESSION_ID = '0b9a7c1e-5d2f-4c3b-9a8e-7f6d5c4b3a21';

/**
 * Renders `element` at `path` for a signed-in free user with both products on sale and no
 * subscription; `handlers` replace or add answers by route. Any other path shows where it went.
 */
export function renderSignedIn(
  route: RouteObject & { path: string },
  path: string,
  handlers: Handlers = {},
) {
  const server = stubApi({
    'GET /api/user/profile': () => okResponse(PROFILE),
    ...billingHandlers(),
    'POST /api/payments/create-session': () =>
      okResponse({ url: CHECKOUT_URL, sessionId: SESSION_ID }, 201),
    ...handlers,
  });
  storeSession(makeSession());
  const view = renderRoutes([route, { path: '*', element: <LocationProbe /> }], path);
  return { server, ...view };
}
