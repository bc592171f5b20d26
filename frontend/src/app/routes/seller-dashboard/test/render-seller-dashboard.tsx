import { makeSession, okResponse, storeSession, stubApi } from '../../../../test/api-stub';
import { LocationProbe, renderRoutes } from '../../../../test/render';
import { offersPage } from '../../../../features/offers/test/fixtures';
import { SellerDashboardRoute } from '../seller-dashboard';
import { LEADS, OVERVIEW, pagination, SALES } from '../../../../features/inquiries/test/fixtures';

type Handlers = Parameters<typeof stubApi>[0];

/**
 * /seller-dashboard for a signed-in seller: the fixtures' leads and sales, no templates and no
 * offers yet.
 */
export function renderSellerDashboard(handlers: Handlers = {}) {
  const server = stubApi({
    'GET /api/seller-dashboard/overview': () => okResponse(OVERVIEW),
    'GET /api/seller-dashboard/inquiries': () =>
      okResponse({ inquiries: LEADS, pagination: pagination(LEADS.length) }),
    'GET /api/seller-dashboard/sales': () =>
      okResponse({ sales: SALES, pagination: pagination(SALES.length) }),
    'GET /api/seller-dashboard/response-templates': () => okResponse({ templates: [] }),
    'GET /api/offers/inbox': () => okResponse(offersPage([])),
    ...handlers,
  });
  storeSession(makeSession());
  const view = renderRoutes(
    [
      { path: '/seller-dashboard', element: <SellerDashboardRoute /> },
      { path: '*', element: <LocationProbe /> },
    ],
    '/seller-dashboard',
  );
  return { server, ...view };
}
