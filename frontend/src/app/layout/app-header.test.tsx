import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeSession, okResponse, PROFILE, storeSession, stubApi } from '../../test/api-stub';
import { billingHandlers } from '../../test/billing-stubs';
import { renderRoutes } from '../../test/render';
import { routes } from '../router';

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

function signInAs(role: 'user' | 'auditor') {
  const session = makeSession(
    // Tokens tell sessions apart: each test's session replaces the one before it.
    { access_token: `access-${role}`, refresh_token: `refresh-${role}` },
  );
  storeSession({ ...session, user: { ...session.user, role } });
}

describe('the Audit link', () => {
  it('is in the header of an auditor, and opens the event browser', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/user/profile': () => okResponse(PROFILE),
      ...billingHandlers(),
      'GET /api/audit/event-types': () => okResponse({ types: [], streamTypes: [] }),
      'GET /api/audit/events': () => okResponse({ events: [], nextCursor: null }),
    });
    signInAs('auditor');
    const { router } = renderRoutes(routes, '/about');
    await screen.findByRole('navigation', { name: 'Main' });

    await user.click(mainNav().getByRole('link', { name: 'Audit' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Audit' })).toBeInTheDocument();
    expect(await screen.findByText('The log is empty')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/audit');
  });

  it('is not in the header of other signed-in users', async () => {
    stubApi({ 'GET /api/user/profile': () => okResponse(PROFILE), ...billingHandlers() });
    signInAs('user');
    renderRoutes(routes, '/about');
    await screen.findByRole('navigation', { name: 'Main' });

    expect(await mainNav().findByRole('link', { name: 'Deals' })).toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Audit' })).not.toBeInTheDocument();
  });
});
