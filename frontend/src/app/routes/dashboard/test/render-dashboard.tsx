import { screen } from '@testing-library/react';
import { makeSession, okResponse, storeSession, stubApi } from '../../../../test/api-stub';
import { billingHandlers } from '../../../../test/billing-stubs';
import { LocationProbe, renderRoutes } from '../../../../test/render';
import { DashboardRoute } from '../dashboard';
import { FREE_PROFILE, listingsPage, OWNERSHIP_SUMMARY, STATS } from './fixtures';

type Handlers = Parameters<typeof stubApi>[0];

/**
 * Renders /dashboard for a signed-in free seller with stats, no listings and both products on
 * sale; `handlers` replace or add answers by route.
 */
export function renderDashboard(handlers: Handlers = {}) {
  const server = stubApi({
    'GET /api/user/profile': () => okResponse(FREE_PROFILE),
    'GET /api/dashboard/stats': () => okResponse(STATS),
    'GET /api/domains/my-listings': () => okResponse(listingsPage([])),
    'GET /api/domains/ownership/summary': () => okResponse(OWNERSHIP_SUMMARY),
    ...billingHandlers(),
    ...handlers,
  });
  storeSession(makeSession());
  const view = renderRoutes(
    [
      { path: '/dashboard', element: <DashboardRoute /> },
      { path: '*', element: <LocationProbe /> },
    ],
    '/dashboard',
  );
  return { server, ...view };
}

/** Waits until the first data has loaded and the dashboard shows. */
export function dashboardReady() {
  return screen.findByRole('heading', { name: /^Welcome back, / });
}
