import { api, unwrap } from '../api/client';
import type { components } from '@dlm/sdk';
import type { Session } from './session-store';

type Schemas = components['schemas'];

export function signInRequest(body: Schemas['SignInRequest']): Promise<Session> {
  return unwrap(api.POST('/api/auth/signin', { body }));
}

export function signUpRequest(body: Schemas['SignUpRequest']): Promise<Session> {
  return unwrap(api.POST('/api/auth/signup', { body }));
}

export function resetPasswordRequest(body: Schemas['ResetPasswordRequest']): Promise<Session> {
  return unwrap(api.POST('/api/auth/reset-password', { body }));
}

export function verifyCodeRequest(body: Schemas['VerifyOtpRequest']): Promise<Session> {
  return unwrap(api.POST('/api/auth/verify', { body }));
}

export function refreshSessionRequest(refreshToken: string): Promise<Session> {
  return unwrap(api.POST('/api/auth/refresh', { body: { refresh_token: refreshToken } }));
}

/** Takes the session explicitly: it is already forgotten locally when this is sent. */
export async function signOutRequest(session: Session): Promise<void> {
  await unwrap(
    api.POST('/api/auth/signout', {
      body: { refresh_token: session.refresh_token },
      headers: { Authorization: `Bearer ${session.access_token}` },
    }),
  );
}
