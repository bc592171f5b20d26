import { vi } from 'vitest';
import type { Session } from '../lib/auth/session-store';
import { SESSION_STORAGE_KEY } from '../lib/auth/session-store';

type Handler = (request: Request) => Response | Promise<Response>;

export function okResponse(data: unknown, status = 200): Response {
  return Response.json({ success: true, data }, { status });
}

export function errorResponse(
  status: number,
  error: string,
  code: string,
  details?: { field: string; message: string }[],
): Response {
  return Response.json({ success: false, error, code, details }, { status });
}

/**
 * Stubs `fetch` at the network edge. Handlers are keyed by `METHOD /path`; any other call fails the
 * test with a 599 answer naming the unexpected route.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: Request[] = [];
  const fetchStub = vi.fn(async (input: Request) => {
    calls.push(input);
    const url = new URL(input.url);
    const handler = handlers[`${input.method} ${url.pathname}`];
    if (!handler)
      return new Response(`No stub for ${input.method} ${url.pathname}`, { status: 599 });
    return handler(input);
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter(
        (request) => request.method === method && new URL(request.url).pathname === path,
      ),
  };
}

export async function jsonBody(request: Request): Promise<unknown> {
  return request.clone().json();
}

export function makeSession(overrides: Partial<Session> = {}, nowMs = Date.now()): Session {
  const expiresIn = 900;
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    expires_in: expiresIn,
    expires_at: Math.floor(nowMs / 1000) + expiresIn,
    token_type: 'bearer',
    user: {
      id: '5b2c7c1e-8a5e-4d8e-9c57-2f0d6d0b9a11',
      email: 'alice@example.com',
      created_at: '2025-01-01T00:00:00.000Z',
      role: 'user',
      user_metadata: { full_name: 'User' },
    },
    ...overrides,
  };
}

export function storeSession(session: Session): void {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

export const PROFILE = {
  id: '5b2c7c1e-8a5e-4d8e-9c57-2f0d6d0b9a11',
  email: 'alice@example.com',
  full_name: 'User',
  available_credits: 7,
  user_tier: 'free',
  accepted_terms: true,
  marketing_consent: false,
  updated_at: '2025-01-01T00:00:00.000Z',
} as const;
