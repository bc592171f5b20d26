import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  jsonBody,
  makeSession,
  okResponse,
  PROFILE,
  storeSession,
  stubApi,
} from '../../test/api-stub';
import { renderWithProviders } from '../../test/render';
import { useAuth } from './auth-context';
import { PROFILE_LOAD_DELAY_MS, SESSION_CHECK_INTERVAL_MS } from './auth-provider';
import { useProfile } from './profile';
import { readStoredSession, SESSION_STORAGE_KEY, SIGNED_IN_COOKIE } from './session-store';

function SessionProbe() {
  const { user, session, signIn, signOut } = useAuth();
  const profile = useProfile();
  return (
    <div>
      <p data-testid="user">{user?.email ?? 'signed out'}</p>
      <p data-testid="token">{session?.access_token ?? 'none'}</p>
      <p data-testid="credits">{profile.data?.available_credits ?? 'no profile'}</p>
      <button onClick={() => void signIn('alice@example.com', 'secret1')}>sign in</button>
      <button onClick={() => void signOut()}>sign out</button>
    </div>
  );
}

/** Moves the fake clock and lets every answer that was waiting on it arrive. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function stubRefresh() {
  return stubApi({
    'POST /api/auth/refresh': () =>
      okResponse(
        makeSession({ access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 }),
      ),
  });
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('session refresher', () => {
  it('checks every 60 s and refreshes only once fewer than 300 s remain', async () => {
    const server = stubRefresh();
    storeSession(makeSession({ expires_at: Math.floor(Date.now() / 1000) + 400 }));
    renderWithProviders(<SessionProbe />);

    await advance(SESSION_CHECK_INTERVAL_MS);
    // 340 s left: nothing to do.
    expect(server.callsTo('POST', '/api/auth/refresh')).toHaveLength(0);
    expect(screen.getByTestId('token')).toHaveTextContent('access-1');

    await advance(SESSION_CHECK_INTERVAL_MS);
    // 280 s left: refreshed with the stored refresh token, and the new session is kept.
    const refreshes = server.callsTo('POST', '/api/auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(await jsonBody(refreshes[0] as Request)).toEqual({ refresh_token: 'refresh-1' });
    expect(screen.getByTestId('token')).toHaveTextContent('access-2');
    expect(readStoredSession()?.refresh_token).toBe('refresh-2');
  });

  it('does not refresh a session with plenty of time left', async () => {
    const server = stubRefresh();
    storeSession(makeSession({ expires_at: Math.floor(Date.now() / 1000) + 900 }));
    renderWithProviders(<SessionProbe />);

    await advance(5 * SESSION_CHECK_INTERVAL_MS);

    expect(server.callsTo('POST', '/api/auth/refresh')).toHaveLength(0);
    expect(screen.getByTestId('token')).toHaveTextContent('access-1');
  });

  it('clears the session when the refresh fails', async () => {
    stubApi({
      'POST /api/auth/refresh': () => errorResponse(401, 'Session expired', 'UNAUTHORIZED'),
    });
    storeSession(makeSession({ expires_at: Math.floor(Date.now() / 1000) + 330 }));
    renderWithProviders(<SessionProbe />);
    expect(screen.getByTestId('user')).toHaveTextContent('alice@example.com');

    await advance(SESSION_CHECK_INTERVAL_MS);

    expect(screen.getByTestId('user')).toHaveTextContent('signed out');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps the signed-in cookie while a session is held, and removes it with the session', async () => {
    stubApi({
      'POST /api/auth/refresh': () => errorResponse(401, 'Session expired', 'UNAUTHORIZED'),
    });
    document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0`;
    storeSession(makeSession({ expires_at: Math.floor(Date.now() / 1000) + 330 }));
    renderWithProviders(<SessionProbe />);
    // The server sends /marketplace without its signed-out first screen to this browser.
    expect(document.cookie).toContain(`${SIGNED_IN_COOKIE}=1`);

    await advance(SESSION_CHECK_INTERVAL_MS);

    expect(screen.getByTestId('user')).toHaveTextContent('signed out');
    expect(document.cookie).not.toContain(SIGNED_IN_COOKIE);
  });

  it('refreshes at start-up a stored session that is about to expire', async () => {
    const server = stubRefresh();
    storeSession(makeSession({ expires_at: Math.floor(Date.now() / 1000) + 120 }));
    renderWithProviders(<SessionProbe />);

    await advance(0);

    expect(server.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(screen.getByTestId('token')).toHaveTextContent('access-2');
  });
});

describe('session lifecycle', () => {
  it('forgets a stored copy that is not a session', () => {
    stubApi({});
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{"access_token":42}');
    renderWithProviders(<SessionProbe />);

    expect(screen.getByTestId('user')).toHaveTextContent('signed out');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('stores the session on sign-in and loads the profile after a 200 ms wait', async () => {
    const server = stubApi({
      'POST /api/auth/signin': () => okResponse(makeSession()),
      'GET /api/user/profile': () => okResponse(PROFILE),
    });
    renderWithProviders(<SessionProbe />);

    await act(async () => screen.getByRole('button', { name: 'sign in' }).click());
    await advance(0);

    expect(screen.getByTestId('user')).toHaveTextContent('alice@example.com');
    expect(readStoredSession()?.access_token).toBe('access-1');
    expect(server.callsTo('GET', '/api/user/profile')).toHaveLength(0);

    await advance(PROFILE_LOAD_DELAY_MS);
    // React Query hands results to components on a zero-delay timer.
    await advance(0);

    const [profileRequest] = server.callsTo('GET', '/api/user/profile');
    expect(profileRequest?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(screen.getByTestId('credits')).toHaveTextContent('7');
  });

  it('signs out on the server with the refresh token, then forgets the session', async () => {
    const server = stubApi({
      'POST /api/auth/signout': () => okResponse({ signed_out: true }),
      'GET /api/user/profile': () => okResponse(PROFILE),
    });
    storeSession(makeSession());
    renderWithProviders(<SessionProbe />);

    await act(async () => screen.getByRole('button', { name: 'sign out' }).click());
    await advance(0);

    const [signOutRequest] = server.callsTo('POST', '/api/auth/signout');
    expect(signOutRequest?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(await jsonBody(signOutRequest as Request)).toEqual({ refresh_token: 'refresh-1' });
    expect(screen.getByTestId('user')).toHaveTextContent('signed out');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    stubApi({ 'POST /api/auth/signout': () => Promise.reject(new TypeError('fetch failed')) });
    storeSession(makeSession());
    renderWithProviders(<SessionProbe />);

    await act(async () => screen.getByRole('button', { name: 'sign out' }).click());
    await advance(0);

    expect(screen.getByTestId('user')).toHaveTextContent('signed out');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('follows a sign-out made in another tab', async () => {
    stubApi({ 'GET /api/user/profile': () => okResponse(PROFILE) });
    storeSession(makeSession());
    renderWithProviders(<SessionProbe />);

    window.localStorage.removeItem(SESSION_STORAGE_KEY);
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    });

    expect(screen.getByTestId('user')).toHaveTextContent('signed out');
  });
});
