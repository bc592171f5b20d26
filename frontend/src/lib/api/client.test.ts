import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, makeSession, okResponse, stubApi } from '../../test/api-stub';
import { setCurrentSession } from '../auth/session-store';
import { shouldRetryQuery } from '../query-client';
import { api, REQUEST_TIMEOUT_MS, unwrap } from './client';
import { ApiError, apiErrorFromResponse, NETWORK_ERROR_MESSAGE } from './errors';

afterEach(() => setCurrentSession(null));

describe('unwrap', () => {
  it('returns the payload of a success envelope', async () => {
    stubApi({ 'GET /api/user/profile': () => okResponse({ available_credits: 3 }) });

    await expect(unwrap(api.GET('/api/user/profile'))).resolves.toEqual({ available_credits: 3 });
  });

  it('maps an error envelope to an ApiError with its message, code, status and details', async () => {
    const details = [{ field: 'email', message: 'Please enter a valid email address' }];
    stubApi({
      'POST /api/auth/signup': () =>
        errorResponse(400, 'Validation failed', 'VALIDATION_ERROR', details),
    });

    const error = await unwrap(
      api.POST('/api/auth/signup', { body: { email: 'x', password: 'secret1' } }),
    ).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Validation failed',
      code: 'VALIDATION_ERROR',
      status: 400,
      details,
    });
  });

  it('falls back to the status and UNKNOWN_ERROR when the answer is not an envelope', async () => {
    stubApi({
      'GET /api/user/profile': () => new Response('<h1>Bad Gateway</h1>', { status: 502 }),
    });

    await expect(unwrap(api.GET('/api/user/profile'))).rejects.toMatchObject({
      message: 'Request failed with status 502',
      code: 'UNKNOWN_ERROR',
      status: 502,
    });
  });

  it('turns a failed fetch into NETWORK_ERROR', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('fetch failed')));

    await expect(unwrap(api.GET('/api/user/profile'))).rejects.toMatchObject({
      message: NETWORK_ERROR_MESSAGE,
      code: 'NETWORK_ERROR',
      status: 0,
    });
  });
});

describe('api client middleware', () => {
  it('sends the bearer token of the current session', async () => {
    const server = stubApi({ 'GET /api/user/profile': () => okResponse({}) });
    setCurrentSession(makeSession({ access_token: 'token-abc' }));

    await unwrap(api.GET('/api/user/profile'));

    expect(server.calls[0]?.headers.get('Authorization')).toBe('Bearer token-abc');
  });

  it('sends no Authorization header when signed out', async () => {
    const server = stubApi({ 'POST /api/auth/signin': () => okResponse({}) });

    await unwrap(api.POST('/api/auth/signin', { body: { email: 'a@b.co', password: 'pw' } }));

    expect(server.calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('gives every request a 30 second timeout', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    stubApi({ 'GET /api/user/profile': () => okResponse({}) });

    await unwrap(api.GET('/api/user/profile'));

    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(timeout).toHaveBeenCalledWith(30_000);
  });
});

describe('shouldRetryQuery', () => {
  it('does not retry a 4xx answer', () => {
    expect(shouldRetryQuery(0, apiErrorFromResponse(401, undefined))).toBe(false);
    expect(shouldRetryQuery(0, apiErrorFromResponse(404, undefined))).toBe(false);
  });

  it('retries server and network failures twice', () => {
    const serverError = apiErrorFromResponse(503, undefined);
    expect(shouldRetryQuery(0, serverError)).toBe(true);
    expect(shouldRetryQuery(1, serverError)).toBe(true);
    expect(shouldRetryQuery(2, serverError)).toBe(false);
  });
});
