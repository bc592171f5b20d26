import { createApiClient, idempotencyKey } from './client';

/** A fetch that records each request and answers an empty success envelope. */
function recordingFetch() {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify({ success: true, data: { domains: [] } }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { requests, fetch };
}

describe('createApiClient', () => {
  it('calls the base URL with the bearer token', async () => {
    const network = recordingFetch();
    const api = createApiClient({
      baseUrl: 'https://marketplace.test',
      token: 'dlm_abc',
      fetch: network.fetch,
    });

    const { data } = await api.GET('/api/domains/my-listings');

    expect(data).toEqual({ success: true, data: { domains: [] } });
    expect(network.requests[0]?.url).toBe('https://marketplace.test/api/domains/my-listings');
    expect(network.requests[0]?.headers.get('Authorization')).toBe('Bearer dlm_abc');
  });

  it('asks a token function before each request, and sends nothing without a token', async () => {
    const network = recordingFetch();
    const session: { token?: string } = {};
    const api = createApiClient({
      baseUrl: 'https://marketplace.test',
      token: () => session.token,
      fetch: network.fetch,
    });

    await api.GET('/api/user/profile');
    session.token = 'session-jwt';
    await api.GET('/api/user/profile');

    expect(network.requests.map((request) => request.headers.get('Authorization'))).toEqual([
      null,
      'Bearer session-jwt',
    ]);
  });

  it('sends the Idempotency-Key of a POST', async () => {
    const network = recordingFetch();
    const api = createApiClient({
      baseUrl: 'https://marketplace.test',
      token: 'dlm_abc',
      fetch: network.fetch,
    });
    const key = idempotencyKey();

    await api.POST('/api/watchlists/items', {
      params: { header: key },
      body: { listing_id: '00000000-0000-4000-8000-000000000000' },
    });

    expect(key['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(network.requests[0]?.headers.get('Idempotency-Key')).toBe(key['Idempotency-Key']);
  });
});
