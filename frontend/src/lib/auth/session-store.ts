import type { components } from '@dlm/sdk';

export type Session = components['schemas']['Session'];
export type AuthUser = components['schemas']['AuthUser'];

export const SESSION_STORAGE_KEY = 'dlm.session';

/**
 * A cookie that says only that this browser holds a session (no name, no token): the server then
 * sends /marketplace with its signed-in first screen, not the Authentication Required panel of a
 * signed-out visitor (backend/src/modules/marketing/queries/public-page/public-page.http.controller.ts).
 */
export const SIGNED_IN_COOKIE = 'dlm_signed_in';

function markSignedIn(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = signedIn
    ? `${SIGNED_IN_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
    : `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

function isAuthUser(value: unknown): value is AuthUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'string' && typeof user.email === 'string';
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  return (
    typeof session.access_token === 'string' &&
    typeof session.refresh_token === 'string' &&
    typeof session.expires_at === 'number' &&
    isAuthUser(session.user)
  );
}

function parseSession(raw: string | null): Session | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The session kept in localStorage; an unreadable copy is removed. None where there is no
 * window: the build's prerendering draws the public pages signed out (src/prerender.tsx).
 */
export function readStoredSession(): Session | null {
  if (typeof window === 'undefined') return null;
  const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
  const session = parseSession(raw);
  if (raw !== null && session === null) window.localStorage.removeItem(SESSION_STORAGE_KEY);
  return session;
}

function sameSession(a: Session | null, b: Session | null): boolean {
  return (
    a?.access_token === b?.access_token &&
    a?.refresh_token === b?.refresh_token &&
    a?.expires_at === b?.expires_at
  );
}

let current: Session | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getCurrentSession(): Session | null {
  return current;
}

/** Sets the in-memory session and its stored copy; `null` clears both. */
export function setCurrentSession(session: Session | null): void {
  current = session;
  if (session) {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } else {
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
  }
  markSignedIn(session !== null);
  notify();
}

/** Takes the stored copy as the current session (start-up, or another tab changed it). */
export function adoptStoredSession(): Session | null {
  const stored = readStoredSession();
  markSignedIn(stored !== null);
  if (!sameSession(stored, current)) {
    current = stored;
    notify();
  }
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function secondsUntilExpiry(session: Session, nowMs: number): number {
  return session.expires_at - nowMs / 1000;
}
