import { makeSession, okResponse, storeSession, stubApi } from '../../../test/api-stub';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { DealRoute } from '../routes/deal';
import { DealsRoute } from '../routes/deals';
import {
  FIGURES,
  makeReport,
  makeTimeline,
  makeTimelineSummary,
  pagination,
  TEMPLATES,
  TIMELINE_ID,
  TRANSACTION_ID,
} from './fixtures';

type Handlers = Parameters<typeof stubApi>[0];

/**
 * Renders the deals screens for a signed-in user at `path` (the deal page by default) with a deal
 * at its first stage, the checklist templates, a generated report and one deal in the list;
 * `handlers` replace or add answers by route.
 */
export function renderDeals(handlers: Handlers = {}, path = `/deals/${TIMELINE_ID}`) {
  const server = stubApi({
    [`GET /api/transaction-timeline/detail/${TIMELINE_ID}`]: () => okResponse(makeTimeline()),
    'GET /api/verification/templates': () => okResponse({ templates: TEMPLATES }),
    [`GET /api/post-transaction-analytics/report/${TRANSACTION_ID}`]: () =>
      okResponse(makeReport()),
    'GET /api/transaction-timeline/my-timelines': () =>
      okResponse({ timelines: [makeTimelineSummary()], pagination: pagination(1) }),
    'GET /api/post-transaction-analytics/seller-summary': () =>
      okResponse({ summary: FIGURES, reports: [], pagination: pagination(4, 1, 1) }),
    ...handlers,
  });
  storeSession(makeSession());
  const view = renderRoutes(
    [
      { path: '/deals', element: <DealsRoute /> },
      { path: '/deals/:id', element: <DealRoute /> },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
  return { server, ...view };
}
