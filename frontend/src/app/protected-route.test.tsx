import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, makeSession, okResponse, storeSession, stubApi } from '../test/api-stub';
import { LocationProbe, renderRoutes } from '../test/render';
import { SESSION_STORAGE_KEY } from '../lib/auth/session-store';
import { ProtectedRoute } from './protected-route';

function renderProtected(path: string, onRetry = vi.fn()) {
  renderRoutes(
    [
      {
        path: '/checkout',
        element: (
          <ProtectedRoute onRetry={onRetry}>
            <p>Checkout page</p>
          </ProtectedRoute>
        ),
      },
      { path: '/login', element: <LocationProbe /> },
    ],
    path,
  );
  return { onRetry };
}

/** A stored session with only 100 s left, which start-up refreshes before showing the screen. */
function storeExpiringSession() {
  storeSession(makeSession({ expires_at: Math.floor(Date.now() / 1000) + 100 }));
}

describe('ProtectedRoute', () => {
  it('sends a signed-out visitor to /login with the page to come back to', async () => {
    stubApi({});
    renderProtected('/checkout');

    expect((await screen.findByTestId('location')).textContent).toBe('/login?redirect=%2Fcheckout');
    expect(screen.queryByText('Checkout page')).not.toBeInTheDocument();
  });

  it('keeps the query string in the redirect', async () => {
    stubApi({});
    renderProtected('/checkout?plan=pro');

    expect((await screen.findByTestId('location')).textContent).toBe(
      '/login?redirect=%2Fcheckout%3Fplan%3Dpro',
    );
  });

  it('shows the screen to a signed-in user', async () => {
    stubApi({});
    storeSession(makeSession());
    renderProtected('/checkout');

    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
  });

  it('shows Loading... while the session is resolved, then the screen', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({
      'POST /api/auth/refresh': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    storeExpiringSession();
    renderProtected('/checkout');

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('Checkout page')).not.toBeInTheDocument();

    answer(okResponse(makeSession({ access_token: 'access-2', refresh_token: 'refresh-2' })));

    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows Connection Error with the reason and a Retry button when the session cannot be resolved', async () => {
    stubApi({ 'POST /api/auth/refresh': () => Promise.reject(new TypeError('fetch failed')) });
    storeExpiringSession();
    const { onRetry } = renderProtected('/checkout');

    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to connect to the service. Please check your internet connection.'),
    ).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));

    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByText('Checkout page')).not.toBeInTheDocument();
  });

  it('signs out and redirects when the stored session is refused', async () => {
    stubApi({
      'POST /api/auth/refresh': () => errorResponse(401, 'Session expired', 'UNAUTHORIZED'),
    });
    storeExpiringSession();
    renderProtected('/checkout');

    expect((await screen.findByTestId('location')).textContent).toBe('/login?redirect=%2Fcheckout');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
