import { notifications } from '@mantine/notifications';
import type { RouteObject } from 'react-router-dom';
import { afterEach } from 'vitest';
import { makeSession, okResponse, storeSession, stubApi } from '../../../test/api-stub';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { AuditRoute } from '../routes/audit';
import { AuditSectionsRoute } from '../routes/audit-sections';
import { AuditEventsRoute } from '../routes/events';
import { AuditProjectionsRoute } from '../routes/projections';
import { AuditSalesRoute } from '../routes/sales';
import { AuditStreamRoute } from '../routes/stream';
import { AUDITOR_ID, EVENT_TYPES } from './fixtures';

type Handlers = Parameters<typeof stubApi>[0];

/** The audit screens as the app's router nests them, and a probe anywhere else. */
const AUDIT_ROUTES: RouteObject[] = [
  {
    path: '/audit',
    element: <AuditRoute />,
    children: [
      {
        element: <AuditSectionsRoute />,
        children: [
          { index: true, element: <AuditEventsRoute /> },
          { path: 'sales', element: <AuditSalesRoute /> },
          { path: 'projections', element: <AuditProjectionsRoute /> },
        ],
      },
      { path: 'streams/:streamId', element: <AuditStreamRoute /> },
    ],
  },
  { path: '*', element: <LocationProbe /> },
];

/**
 * Renders the audit screens at `path` for a signed-in auditor (or `role`), with the event and
 * stream types answered; `handlers` add the other answers by route.
 */
export function renderAudit(
  handlers: Handlers = {},
  path = '/audit',
  role: 'auditor' | 'user' = 'auditor',
) {
  const server = stubApi({
    'GET /api/audit/event-types': () => okResponse(EVENT_TYPES),
    ...handlers,
  });
  const session = makeSession(
    // Tokens tell sessions apart: a test signed in with another role replaces the one before it.
    role === 'auditor' ? {} : { access_token: 'access-user', refresh_token: 'refresh-user' },
  );
  storeSession({
    ...session,
    user: { ...session.user, id: AUDITOR_ID, email: 'auditor@example.com', role },
  });
  const view = renderRoutes(AUDIT_ROUTES, path);
  return { server, ...view };
}

// Notifications live in a module-wide store, beyond one test's render.
afterEach(() => {
  notifications.clean();
});

/** The query string a request was sent with, as an object. */
export function queryOf(request: Request | undefined): Record<string, string> {
  return Object.fromEntries(new URL((request as Request).url).searchParams);
}
