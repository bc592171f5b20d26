import { createPublicKey } from 'node:crypto';
import { grantRole } from '../../../src/modules/identity';
import { ROTATION_GRACE_MS } from '../../../src/modules/identity/sessions/refresh-token';
import { FixedClock } from '../../../src/platform/clock/clock';
import { createTestApp, signUpUser, type TestApp } from '../../support/test-app';

describe('sessions', () => {
  let t: TestApp;
  const clock = new FixedClock(new Date('2026-03-01T12:00:00.000Z'));

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });

  afterAll(async () => {
    await t.close();
  });

  const me = (accessToken: string) =>
    t.http.get('/api/auth/user').set('Authorization', `Bearer ${accessToken}`);
  const refresh = (refreshToken: string) =>
    t.http.post('/api/auth/refresh').send({ refresh_token: refreshToken });

  it('issues 15-minute access tokens timed by the clock', async () => {
    const user = await signUpUser(t.http);
    const session = (await refresh(user.refreshToken)).body.data;
    expect(session.expires_at).toBe(Date.parse('2026-03-01T12:15:00.000Z') / 1000);
    expect(session.expires_in).toBe(900);
  });

  it('rotates the refresh token on every use', async () => {
    const user = await signUpUser(t.http);
    const first = await refresh(user.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.data.refresh_token).not.toBe(user.refreshToken);
    expect(first.body.data.user.id).toBe(user.userId);
    const second = await refresh(first.body.data.refresh_token);
    expect(second.status).toBe(200);
    expect((await me(second.body.data.access_token)).status).toBe(200);
  });

  it('revokes the whole family when a rotated-out refresh token is presented again after the grace period', async () => {
    const user = await signUpUser(t.http);
    const rotated = (await refresh(user.refreshToken)).body.data;
    expect((await me(rotated.access_token)).status).toBe(200);
    clock.advance(ROTATION_GRACE_MS + 1);

    const reuse = await refresh(user.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ success: false, code: 'SESSION_REVOKED' });

    const newest = await refresh(rotated.refresh_token);
    expect(newest.status).toBe(401);
    expect((await me(rotated.access_token)).status).toBe(401);
    expect((await me(user.accessToken)).status).toBe(401);
  });

  it('leaves other sessions of the same user alone when one family is revoked', async () => {
    const user = await signUpUser(t.http);
    const other = (
      await t.http.post('/api/auth/signin').send({ email: user.email, password: user.password })
    ).body.data;
    await refresh(user.refreshToken);
    clock.advance(ROTATION_GRACE_MS + 1);
    expect((await refresh(user.refreshToken)).body.code).toBe('SESSION_REVOKED');
    expect((await me(other.access_token)).status).toBe(200);
  });

  it('keeps two tabs refreshing the same token at once signed in, with the same new pair', async () => {
    const user = await signUpUser(t.http);
    const [first, second] = await Promise.all([
      refresh(user.refreshToken),
      refresh(user.refreshToken),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.data.refresh_token).toBe(first.body.data.refresh_token);
    expect(first.body.data.refresh_token).not.toBe(user.refreshToken);
    expect((await me(first.body.data.access_token)).status).toBe(200);
    expect((await me(second.body.data.access_token)).status).toBe(200);

    clock.advance(ROTATION_GRACE_MS + 1);
    const next = await refresh(second.body.data.refresh_token);
    expect(next.status).toBe(200);
    expect((await me(next.body.data.access_token)).status).toBe(200);
  });

  it('revokes the family when a rotated-out token comes back within the grace period after its successor was used', async () => {
    const user = await signUpUser(t.http);
    const rotated = (await refresh(user.refreshToken)).body.data;
    const newest = (await refresh(rotated.refresh_token)).body.data;
    const reuse = await refresh(user.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('SESSION_REVOKED');
    expect((await refresh(newest.refresh_token)).status).toBe(401);
  });

  it('does not hand the successor of a signed-out session back within the grace period', async () => {
    const user = await signUpUser(t.http);
    const rotated = (await refresh(user.refreshToken)).body.data;
    await t.http
      .post('/api/auth/signout')
      .set('Authorization', `Bearer ${rotated.access_token}`)
      .send({ refresh_token: rotated.refresh_token });
    expect((await refresh(user.refreshToken)).status).toBe(401);
  });

  it('answers 401 UNAUTHORIZED to an unknown refresh token', async () => {
    const response = await refresh('x'.repeat(43));
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHORIZED');
  });

  it('refuses an access token once 15 minutes have passed', async () => {
    const user = await signUpUser(t.http);
    expect((await me(user.accessToken)).status).toBe(200);
    clock.advance(15 * 60 * 1000 + 10_000);
    const expired = await me(user.accessToken);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('UNAUTHORIZED');
    const renewed = await refresh(user.refreshToken);
    expect(renewed.status).toBe(200);
    expect((await me(renewed.body.data.access_token)).status).toBe(200);
  });

  it('refuses a missing, malformed or forged access token', async () => {
    expect((await t.http.get('/api/auth/user')).status).toBe(401);
    expect((await me('not-a-jwt')).status).toBe(401);
    const user = await signUpUser(t.http);
    const [header, payload] = user.accessToken.split('.');
    expect((await me(`${header}.${payload}.${'A'.repeat(86)}`)).status).toBe(401);
  });

  it('signs out: the access token and the refresh token stop working at once', async () => {
    const user = await signUpUser(t.http);
    const response = await t.http
      .post('/api/auth/signout')
      .set('Authorization', `Bearer ${user.accessToken}`)
      .send({ refresh_token: user.refreshToken });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { signed_out: true } });
    expect((await me(user.accessToken)).status).toBe(401);
    expect((await refresh(user.refreshToken)).status).toBe(401);
  });

  it('requires a bearer token to sign out', async () => {
    expect((await t.http.post('/api/auth/signout').send({})).status).toBe(401);
  });

  it('publishes the verification key in the JWKS, named by the token kid', async () => {
    const response = await t.http.get('/api/auth/.well-known/jwks.json');
    expect(response.status).toBe(200);
    expect(response.body.success).toBeUndefined();
    const [key] = response.body.keys;
    expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(key.d).toBeUndefined();
    const user = await signUpUser(t.http);
    const header = JSON.parse(Buffer.from(user.accessToken.split('.')[0], 'base64url').toString());
    const claims = JSON.parse(Buffer.from(user.accessToken.split('.')[1], 'base64url').toString());
    expect(header).toEqual({ alg: 'EdDSA', kid: key.kid, typ: 'JWT' });
    expect(claims).toMatchObject({
      sub: user.userId,
      role: 'user',
      aud: 'authenticated',
      iss: 'http://localhost:3000',
    });
    expect(claims.exp - claims.iat).toBe(900);
    expect(() => createPublicKey({ key, format: 'jwk' })).not.toThrow();
  });

  it('changes the password with PUT /api/auth/user and signs out the other sessions', async () => {
    const user = await signUpUser(t.http);
    const other = (
      await t.http.post('/api/auth/signin').send({ email: user.email, password: user.password })
    ).body.data;
    const response = await t.http
      .put('/api/auth/user')
      .set('Authorization', `Bearer ${user.accessToken}`)
      .send({ password: 'a brand new passphrase', data: { full_name: 'Renamed' } });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: user.userId,
      user_metadata: { full_name: 'Renamed' },
    });
    expect((await me(user.accessToken)).status).toBe(200);
    expect((await me(other.access_token)).status).toBe(401);
    const oldPassword = await t.http
      .post('/api/auth/signin')
      .send({ email: user.email, password: user.password });
    expect(oldPassword.status).toBe(401);
    const newPassword = await t.http
      .post('/api/auth/signin')
      .send({ email: user.email, password: 'a brand new passphrase' });
    expect(newPassword.status).toBe(200);
    const types: Array<{ event_type: string }> = await t.db.dataSource.query(
      `select event_type from es_events where stream_id = $1 order by stream_position`,
      [`user-${user.userId}`],
    );
    expect(types.map((row) => row.event_type)).toEqual([
      'identity.UserRegistered',
      'identity.PasswordChanged',
      'identity.ProfileUpdated',
    ]);
  });

  it('refuses a weak new password with 422 WEAK_PASSWORD', async () => {
    const user = await signUpUser(t.http);
    const response = await t.http
      .put('/api/auth/user')
      .set('Authorization', `Bearer ${user.accessToken}`)
      .send({ password: 'qwerty' });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('WEAK_PASSWORD');
  });

  it('grants the auditor role outside the API; it reaches the token at the next refresh', async () => {
    const user = await signUpUser(t.http);
    expect(
      await grantRole(t.db.dataSource, ` ${user.email.toUpperCase()}`, 'auditor', clock.now()),
    ).toBe(user.userId);
    expect(
      await grantRole(t.db.dataSource, 'nobody@example.com', 'auditor', clock.now()),
    ).toBeUndefined();
    const session = (await refresh(user.refreshToken)).body.data;
    expect(session.user.role).toBe('auditor');
    const claims = JSON.parse(
      Buffer.from(session.access_token.split('.')[1], 'base64url').toString(),
    );
    expect(claims.role).toBe('auditor');
  });
});
