import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { ApiError } from '../api/errors';
import { AuthContext, type AuthState } from './auth-context';
import {
  refreshSessionRequest,
  resetPasswordRequest,
  signInRequest,
  signOutRequest,
  signUpRequest,
  verifyCodeRequest,
} from './auth-api';
import {
  type Session,
  adoptStoredSession,
  getCurrentSession,
  secondsUntilExpiry,
  SESSION_STORAGE_KEY,
  setCurrentSession,
  subscribeSession,
} from './session-store';

/** How often the session is checked (spec section 9). */
export const SESSION_CHECK_INTERVAL_MS = 60_000;
/** A session with fewer seconds than this left is refreshed. */
export const REFRESH_THRESHOLD_SECONDS = 300;
/** Wait after signing in before the profile is loaded. */
export const PROFILE_LOAD_DELAY_MS = 200;

const SESSION_EXPIRED_MESSAGE = 'Session expired. Please sign in again.';

export function needsRefresh(session: Session, nowMs: number): boolean {
  return secondsUntilExpiry(session, nowMs) < REFRESH_THRESHOLD_SECONDS;
}

interface Status {
  loading: boolean;
  error: string | null;
}

function initialStatus(): Status {
  const stored = adoptStoredSession();
  return { loading: stored !== null && needsRefresh(stored, Date.now()), error: null };
}

/**
 * `drawnAs`: the session the build's prerendering draws a first screen as (src/prerender.tsx);
 * signed out without it. The browser reads the stored session.
 */
export function AuthProvider({
  children,
  drawnAs = null,
}: {
  children: ReactNode;
  drawnAs?: Session | null;
}) {
  const queryClient = useQueryClient();
  // Restores the stored session first, so the store below already holds it on the first render.
  const [status, setStatus] = useState<Status>(initialStatus);
  const session = useSyncExternalStore(subscribeSession, getCurrentSession, () => drawnAs);
  const [profileReady, setProfileReady] = useState(true);
  const refreshing = useRef<Promise<Session> | null>(null);
  const profileTimer = useRef<number | undefined>(undefined);

  const refresh = useCallback((stale: Session): Promise<Session> => {
    refreshing.current ??= refreshSessionRequest(stale.refresh_token)
      .then((next) => {
        // Signed out (or signed in again) meanwhile: the answer belongs to a session that is gone.
        if (getCurrentSession()?.refresh_token === stale.refresh_token) setCurrentSession(next);
        return next;
      })
      .finally(() => {
        refreshing.current = null;
      });
    return refreshing.current;
  }, []);

  const endSession = useCallback(() => {
    setCurrentSession(null);
    queryClient.clear();
  }, [queryClient]);

  // Start-up: a stored session that is about to expire is refreshed before anything protected shows.
  const startupRefresh = useRef(status.loading);
  useEffect(() => {
    if (!startupRefresh.current) return;
    startupRefresh.current = false;
    const stored = getCurrentSession();
    if (!stored) return;
    refresh(stored).then(
      () => setStatus({ loading: false, error: null }),
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'NETWORK_ERROR') {
          setStatus({ loading: false, error: error.message });
          return;
        }
        endSession();
        setStatus({ loading: false, error: null });
      },
    );
  }, [refresh, endSession]);

  // Every minute: take a newer session another tab stored, else refresh one that is about to expire.
  const signedIn = session !== null;
  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setInterval(() => {
      const latest = adoptStoredSession();
      if (!latest || !needsRefresh(latest, Date.now())) return;
      refresh(latest).catch(() => {
        if (getCurrentSession()?.refresh_token !== latest.refresh_token) return;
        endSession();
        notifications.show({ color: 'red', message: SESSION_EXPIRED_MESSAGE });
      });
    }, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [signedIn, refresh, endSession]);

  // Sign-in and sign-out in another tab.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY || event.key === null) adoptStoredSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => () => window.clearTimeout(profileTimer.current), []);

  const begin = useCallback((next: Session) => {
    setProfileReady(false);
    setCurrentSession(next);
    setStatus({ loading: false, error: null });
    window.clearTimeout(profileTimer.current);
    profileTimer.current = window.setTimeout(() => setProfileReady(true), PROFILE_LOAD_DELAY_MS);
    return next;
  }, []);

  const signIn = useCallback(
    async (email: string, password: string) => begin(await signInRequest({ email, password })),
    [begin],
  );

  const signUp = useCallback(
    async (email: string, password: string) =>
      begin(
        await signUpRequest({
          email,
          password,
          full_name: 'User',
          accepted_terms: true,
          marketing_consent: false,
        }),
      ),
    [begin],
  );

  const resetPassword = useCallback(
    async (token: string, password: string) =>
      begin(await resetPasswordRequest({ token, password })),
    [begin],
  );

  const signInWithCode = useCallback(
    async (email: string, code: string) => begin(await verifyCodeRequest({ email, token: code })),
    [begin],
  );

  // Forget the session here first, so signing out never waits on the network.
  const signOut = useCallback(async () => {
    const current = getCurrentSession();
    endSession();
    if (!current) return;
    try {
      await signOutRequest(current);
    } catch {
      // Unreachable server or an already revoked token: the local sign-out above is what counts.
    }
  }, [endSession]);

  const value = useMemo<AuthState>(
    () => ({
      user: session?.user ?? null,
      session,
      loading: status.loading,
      error: status.error,
      profileReady,
      signIn,
      signUp,
      resetPassword,
      signInWithCode,
      signOut,
    }),
    [session, status, profileReady, signIn, signUp, resetPassword, signInWithCode, signOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
