import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Where the API is: `https://marketplace.example`; `''` for the page's own origin. */
  baseUrl: string;
  /**
   * A personal API token (`dlm_...`) or a session access token, sent as `Authorization: Bearer`;
   * a function is asked before each request (a session that refreshes its token).
   */
  token?: string | (() => string | null | undefined);
  /** Replaces the global `fetch` (a test stand-in, a proxy agent). */
  fetch?: ClientOptions['fetch'];
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

/**
 * A typed client of every operation of the API: `client.GET('/api/domains/my-listings')`. Paths,
 * parameters, bodies and answers are checked against the OpenAPI document at compile time. Give
 * a POST an `Idempotency-Key` header (see `idempotencyKey()`) to make it safe to retry.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: options.headers,
    // Resolved per call, so that a fetch replaced after the client was made is used.
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
  });
  const { token } = options;
  if (token) client.use(bearer(token));
  return client;
}

function bearer(token: NonNullable<ApiClientOptions['token']>): Middleware {
  return {
    onRequest({ request }) {
      const value = typeof token === 'function' ? token() : token;
      if (value && !request.headers.has('Authorization'))
        request.headers.set('Authorization', `Bearer ${value}`);
      return request;
    },
  };
}

/** A fresh `Idempotency-Key` header: send the same one again only to retry the same request. */
export function idempotencyKey(key: string = crypto.randomUUID()): { 'Idempotency-Key': string } {
  return { 'Idempotency-Key': key };
}
