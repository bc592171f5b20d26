import { createContext, use } from 'react';
import type { AuthUser, Session } from './session-store';

export interface AuthState {
  user: AuthUser | null;
  session: Session | null;
  /** True while the stored session is being resolved at start-up. */
  loading: boolean;
  /** Why resolving the session failed (the service could not be reached). */
  error: string | null;
  /** False during the short wait after signing in before the profile is loaded. */
  profileReady: boolean;
  signIn: (email: string, password: string) => Promise<Session>;
  signUp: (email: string, password: string) => Promise<Session>;
  /** Sets the new password with a mailed reset token and signs in (every other session ends). */
  resetPassword: (token: string, password: string) => Promise<Session>;
  /** Signs in with a mailed one-time code. */
  signInWithCode: (email: string, code: string) => Promise<Session>;
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
