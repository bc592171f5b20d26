import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';

/**
 * The Authorization header is `Bearer <token>` exactly (RFC 6750): one space, a token of the
 * b64token characters, nothing after it. The scheme is case-insensitive (RFC 7235). Anything
 * else is refused with 401 and the code of an invalid token, for a session and an API token alike.
 */
describe('the Authorization header', () => {
  let t: TestApp;
  let user: SignedUpUser;
  let apiToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    user = await signUpUser(t.http);
    const created = await t.http
      .post('/api/api-tokens')
      .set('Authorization', `Bearer ${user.accessToken}`)
      .send({ name: 'Strict header', scopes: ['listings:read'] })
      .expect(201);
    apiToken = (created.body.data as { token: string }).token;
  });

  afterAll(async () => {
    await t.close();
  });

  const profileWith = (header: string) =>
    t.http.get('/api/user/profile').set('Authorization', header);
  const listingsWith = (header: string) =>
    t.http.get('/api/domains/my-listings').set('Authorization', header);

  it.each([
    ['the canonical form', (token: string) => `Bearer ${token}`],
    ['a lowercase scheme', (token: string) => `bearer ${token}`],
    ['an uppercase scheme', (token: string) => `BEARER ${token}`],
  ])('takes %s', async (_, header) => {
    expect((await profileWith(header(user.accessToken))).status).toBe(200);
    expect((await listingsWith(header(apiToken))).status).toBe(200);
  });

  it.each([
    ['trailing junk', (token: string) => `Bearer ${token} junk`],
    ['two spaces', (token: string) => `Bearer  ${token}`],
    ['a tab', (token: string) => `Bearer\t${token}`],
    ['a character outside the token alphabet', (token: string) => `Bearer ${token},`],
    ['two tokens', (token: string) => `Bearer ${token} Bearer ${token}`],
    ['no scheme', (token: string) => token],
  ])('refuses %s with 401 and the code of an invalid token', async (_, header) => {
    const session = await profileWith(header(user.accessToken));
    expect(session.status).toBe(401);
    expect(session.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    const token = await listingsWith(header(apiToken));
    expect(token.status).toBe(401);
    expect(token.body).toMatchObject({ success: false, code: 'INVALID_API_TOKEN' });
  });
});
