import {
  createTestApp,
  randomClientIp,
  type SignedUpUser,
  signUpUser,
  type TestApp,
  uniqueEmail,
} from '../../support/test-app';

describe('sign-up and sign-in', () => {
  let t: TestApp;
  const email = (label?: string) => uniqueEmail(label);

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const expectValidationError = (
    response: { status: number; body: Record<string, unknown> },
    field: string,
    message: string,
  ) => {
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      error: message,
      details: [{ field, message }],
    });
  };

  describe('without Redis', () => {
    let local: TestApp;

    beforeAll(async () => {
      local = await createTestApp({ env: { REDIS_URL: '' } });
    });

    afterAll(async () => {
      await local.close();
    });

    it('still checks at most 5 of 8 concurrent wrong passwords, and not the owner elsewhere', async () => {
      const user = await signUpUser(local.http, { email: email() });
      await expectConcurrentGuessesLimited(local, user);
    });
  });

  describe('sign-up validation (spec section 5)', () => {
    it.each([
      ['a missing e-mail', { password: 'a fine passphrase' }, 'email', 'Email is required'],
      [
        'a malformed e-mail',
        { email: 'not-an-address', password: 'a fine passphrase' },
        'email',
        'Please enter a valid email address',
      ],
      [
        'an e-mail over 254 characters',
        { email: `${'a'.repeat(250)}@example.com`, password: 'a fine passphrase' },
        'email',
        'Email address is too long',
      ],
      [
        'a disposable e-mail',
        { email: 'someone@mailinator.com', password: 'a fine passphrase' },
        'email',
        'Please use a permanent email address',
      ],
      [
        'a disposable e-mail from the larger list',
        { email: 'someone@0x01.tk', password: 'a fine passphrase' },
        'email',
        'Please use a permanent email address',
      ],
      [
        'a short password',
        { email: 'short@example.com', password: '12345' },
        'password',
        'Password must be at least 6 characters long',
      ],
      ['a missing password', { email: 'nopass@example.com' }, 'password', 'Password is required'],
      [
        'a password over 128 characters',
        { email: 'long@example.com', password: 'x'.repeat(129) },
        'password',
        'Password must be at most 128 characters long',
      ],
    ])('refuses %s with 400 and the spec message', async (_, body, field, message) => {
      expectValidationError(await t.http.post('/api/auth/signup').send(body), field, message);
    });

    it('refuses unknown fields', async () => {
      const response = await t.http
        .post('/api/auth/signup')
        .send({ email: email(), password: 'a fine passphrase', role: 'auditor' });
      expectValidationError(response, 'role', 'role is not allowed');
    });
  });

  it('signs up with a lower-cased, trimmed e-mail and answers 201 with a session', async () => {
    const address = email('Mixed');
    const response = await t.http.post('/api/auth/signup').send({
      email: `  ${address.toUpperCase()} `,
      password: 'a fine passphrase',
      full_name: 'Jane Doe',
    });
    expect(response.status).toBe(201);
    expect(response.body.success).toBe(true);
    const session = response.body.data;
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 900,
      user: {
        email: address.toLowerCase(),
        user_metadata: { full_name: 'Jane Doe' },
        role: 'user',
      },
    });
    expect(session.access_token.split('.')).toHaveLength(3);
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      Math.abs(session.expires_at - (Math.floor(Date.now() / 1000) + 900)),
    ).toBeLessThanOrEqual(2);
  });

  it('answers 409 EMAIL_ALREADY_REGISTERED for an address that has an account', async () => {
    const user = await signUpUser(t.http, { email: email() });
    const response = await t.http
      .post('/api/auth/signup')
      .send({ email: user.email.toUpperCase(), password: 'another fine passphrase' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      success: false,
      code: 'EMAIL_ALREADY_REGISTERED',
      error: 'An account with this email already exists',
    });
  });

  it('answers 422 WEAK_PASSWORD with the reasons for a common password', async () => {
    const response = await t.http
      .post('/api/auth/signup')
      .send({ email: email(), password: 'password1' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      success: false,
      code: 'WEAK_PASSWORD',
      error: 'Password is too common',
      details: [{ field: 'password', message: 'Password is too common' }],
    });
  });

  it('records identity.UserRegistered with no e-mail or name in the event', async () => {
    const address = email();
    const user = await signUpUser(t.http, { email: address, full_name: 'Private Person' });
    const rows: Array<{
      event_type: string;
      data: unknown;
      metadata: unknown;
      stream_position: string;
    }> = await t.db.dataSource.query(
      `select event_type, data, metadata, stream_position from es_events where stream_id = $1`,
      [`user-${user.userId}`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event_type: 'identity.UserRegistered',
      stream_position: '1',
      data: { userId: user.userId, acceptedTerms: true, marketingConsent: false },
    });
    const stored = JSON.stringify([rows[0].data, rows[0].metadata]);
    expect(stored).not.toContain(address);
    expect(stored).not.toContain('@');
    expect(stored).not.toContain('Private Person');
    const [account]: Array<{ email: string; password_hash: string }> = await t.db.dataSource.query(
      `select email, password_hash from users where id = $1`,
      [user.userId],
    );
    expect(account.email).toBe(address);
    expect(account.password_hash).toMatch(/^\$argon2id\$/);
  });

  describe('sign-in', () => {
    it.each([
      ['a missing e-mail', { password: 'whatever it is' }, 'email', 'Email is required'],
      [
        'a malformed e-mail',
        { email: 'nope', password: 'whatever it is' },
        'email',
        'Please enter a valid email address',
      ],
      [
        'an e-mail over 254 characters',
        { email: `${'b'.repeat(250)}@example.com`, password: 'whatever it is' },
        'email',
        'Email address is too long',
      ],
      ['a missing password', { email: 'x@example.com' }, 'password', 'Password is required'],
    ])('refuses %s with 400 and the spec message', async (_, body, field, message) => {
      expectValidationError(await t.http.post('/api/auth/signin').send(body), field, message);
    });

    it('signs in with the right password, whatever the e-mail case and spaces', async () => {
      const user = await signUpUser(t.http, { email: email() });
      const response = await t.http
        .post('/api/auth/signin')
        .send({ email: ` ${user.email.toUpperCase()}`, password: user.password });
      expect(response.status).toBe(200);
      expect(response.body.data.user).toMatchObject({ id: user.userId, email: user.email });
      const me = await t.http
        .get('/api/auth/user')
        .set('Authorization', `Bearer ${response.body.data.access_token}`);
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ id: user.userId, email: user.email });
    });

    it('answers a wrong password and an unknown e-mail identically', async () => {
      const user = await signUpUser(t.http, { email: email() });
      const wrong = await t.http
        .post('/api/auth/signin')
        .send({ email: user.email, password: 'not the password' });
      const unknown = await t.http
        .post('/api/auth/signin')
        .send({ email: email('nobody'), password: 'not the password' });
      for (const response of [wrong, unknown]) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({
          success: false,
          code: 'INVALID_CREDENTIALS',
          error: 'Invalid credentials',
        });
      }
    });

    it('answers 429 RATE_LIMITED after 5 failed sign-ins for an account from one address, even with the right password', async () => {
      const user = await signUpUser(t.http, { email: email() });
      const ip = randomClientIp();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await t.http
          .post('/api/auth/signin')
          .set('X-Forwarded-For', ip)
          .send({ email: user.email, password: `wrong password ${attempt}` });
        expect(response.status).toBe(401);
      }
      const blocked = await t.http
        .post('/api/auth/signin')
        .set('X-Forwarded-For', ip)
        .send({ email: user.email, password: user.password });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        success: false,
        code: 'RATE_LIMITED',
        error: 'Too many sign-in attempts. Please try again later.',
      });
    });

    it('checks at most 5 of 8 concurrent wrong passwords, and the owner signs in from another address at once', async () => {
      const user = await signUpUser(t.http, { email: email() });
      await expectConcurrentGuessesLimited(t, user);
    });

    it('limits sign-in attempts from one address to 10 a minute', async () => {
      const ip = randomClientIp();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const response = await t.http
          .post('/api/auth/signin')
          .set('X-Forwarded-For', ip)
          .send({ email: email('ip'), password: 'not the password' });
        statuses.push(response.status);
        if (response.status === 429) expect(response.body.code).toBe('RATE_LIMITED');
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });
});

/**
 * 8 wrong passwords sent at once from one address: 5 are checked (401), the others are refused
 * unchecked (429), and so is the right password from there; from another address it signs in.
 */
async function expectConcurrentGuessesLimited(app: TestApp, user: SignedUpUser): Promise<void> {
  const attacker = randomClientIp();
  const guesses = await Promise.all(
    Array.from({ length: 8 }, (_, index) =>
      app.http
        .post('/api/auth/signin')
        .set('X-Forwarded-For', attacker)
        .send({ email: user.email, password: `wrong password ${index}` }),
    ),
  );
  const statuses = guesses.map((response) => response.status).sort();
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  const fromAttacker = await app.http
    .post('/api/auth/signin')
    .set('X-Forwarded-For', attacker)
    .send({ email: user.email, password: user.password });
  expect(fromAttacker.status).toBe(429);
  const fromOwner = await app.http
    .post('/api/auth/signin')
    .set('X-Forwarded-For', randomClientIp())
    .send({ email: user.email, password: user.password });
  expect(fromOwner.status).toBe(200);
  expect(fromOwner.body.data.user.id).toBe(user.userId);
}
