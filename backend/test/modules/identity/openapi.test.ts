import { createTestApp, type TestApp } from '../../support/test-app';

describe('identity in the OpenAPI document', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('names the request and response schemas as the client expects', async () => {
    const document = (await t.http.get('/api/docs-json')).body;
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'SignUpRequest',
        'SignInRequest',
        'RefreshRequest',
        'SignOutRequest',
        'RecoverRequest',
        'ResetPasswordRequest',
        'OtpRequest',
        'VerifyOtpRequest',
        'UpdateUserRequest',
        'UpdateProfileRequest',
        'Session',
        'AuthUser',
        'Profile',
      ]),
    );
  });

  it('documents every identity route with its errors', async () => {
    const { paths } = (await t.http.get('/api/docs-json')).body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    // 400 (the input guard) is on every route, 429 on every rate-limited one (ADR 32), 409 on
    // every route whose answer holds a secret (a retry with its Idempotency-Key, ADR 31).
    const routes: Array<[string, string, string[]]> = [
      ['/api/auth/signup', 'post', ['201', '400', '409', '422', '429']],
      ['/api/auth/signin', 'post', ['200', '400', '401', '409', '429']],
      ['/api/auth/refresh', 'post', ['200', '400', '401', '409', '429']],
      ['/api/auth/signout', 'post', ['200', '400', '401', '429']],
      ['/api/auth/recover', 'post', ['200', '400', '429']],
      ['/api/auth/reset-password', 'post', ['200', '400', '401', '409', '422', '429']],
      ['/api/auth/otp', 'post', ['200', '400', '429']],
      ['/api/auth/verify', 'post', ['200', '400', '401', '409', '429']],
      ['/api/auth/user', 'get', ['200', '400', '401', '429']],
      ['/api/auth/user', 'put', ['200', '400', '401', '422', '429']],
      ['/api/auth/.well-known/jwks.json', 'get', ['200', '400']],
      ['/api/user/profile', 'get', ['200', '400', '401', '404', '429']],
      ['/api/rest/v1/profiles', 'patch', ['200', '400', '401', '403', '429']],
    ];
    for (const [path, method, statuses] of routes) {
      expect(Object.keys(paths[path]?.[method]?.responses ?? {}).sort()).toEqual(
        [...statuses].sort(),
      );
    }
  });
});
