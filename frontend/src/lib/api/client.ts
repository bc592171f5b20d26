import { createApiClient, type Middleware } from '@dlm/sdk';
import { getCurrentSession } from '../auth/session-store';
import { apiErrorFromResponse, networkError } from './errors';

export const REQUEST_TIMEOUT_MS = 30_000;

const timeout: Middleware = {
  onRequest({ request }) {
    return new Request(request, {
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
    });
  },
};

/** The SDK's client, on the page's own origin, with the current session's access token. */
export const api = createApiClient({
  baseUrl: '',
  token: () => getCurrentSession()?.access_token,
});
api.use(timeout);

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
