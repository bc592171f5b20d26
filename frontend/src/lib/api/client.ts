import createClient, { type Middleware } from 'openapi-fetch';
import { getCurrentSession } from '../auth/session-store';
import { apiErrorFromResponse, networkError } from './errors';
import type { paths } from './schema';

export const REQUEST_TIMEOUT_MS = 30_000;

const authAndTimeout: Middleware = {
  onRequest({ request }) {
    const accessToken = getCurrentSession()?.access_token;
    if (accessToken && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${accessToken}`);
    }
    return new Request(request, {
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
    });
  },
};

export const api = createClient<paths>({
  baseUrl: '',
  // Resolved per call so the current global fetch is used (tests stub it at the network edge).
  fetch: (request) => globalThis.fetch(request),
});
api.use(authAndTimeout);

interface EnvelopedResult<T> {
  data?: { data: T };
  error?: unknown;
  response: Response;
}

function isCallerAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Awaits an openapi-fetch call and returns the envelope's `data`, or throws an `ApiError`.
 * A caller's own abort (React Query cancelling) is passed through untouched.
 */
export async function unwrap<T>(call: Promise<EnvelopedResult<T>>): Promise<T> {
  let result: EnvelopedResult<T>;
  try {
    result = await call;
  } catch (error) {
    if (isCallerAbort(error)) throw error;
    throw networkError();
  }
  if (result.response.ok && result.data !== undefined) {
    return result.data.data;
  }
  throw apiErrorFromResponse(result.response.status, result.error);
}
