import { MailSender } from '../../../src/platform/mail/mail-sender';
import {
  createTestApp,
  randomClientIp,
  signUpUser,
  type TestApp,
  uniqueEmail,
} from '../../support/test-app';
import { waitFor } from '../../support/wait-for';

interface MailRow {
  to_address: string;
  subject: string;
  text_body: string;
  template: string;
  status: string;
}

describe('password recovery and one-time sign-in codes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const mailsTo = (address: string): Promise<MailRow[]> =>
    t.db.dataSource.query(
      `select to_address, subject, text_body, template, status from mail_outbox
        where to_address = $1 order by created_at`,
      [address],
    );
  const resetTokensOf = async (userId: string): Promise<number> => {
    const rows: unknown[] = await t.db.dataSource.query(
      `select 1 from one_time_codes where user_id = $1 and purpose = 'password_reset'`,
      [userId],
    );
    return rows.length;
  };
  const signInCodesOf = async (userId: string): Promise<number> => {
    const rows: unknown[] = await t.db.dataSource.query(
      `select 1 from one_time_codes where user_id = $1 and purpose = 'sign_in'`,
      [userId],
    );
    return rows.length;
  };
  /**
   * A request about an address (a reset link, a sign-in code) answered alike for a known and an
   * unknown one, each with one queued mail and nothing issued yet; the mail job then drops the
   * unknown address's mail and issues the known account's secret and mails it.
   */
  const answersAlikeThenMailsTheAccount = async (request: {
    path: string;
    subject: string;
    template: string;
    issued: (userId: string) => Promise<number>;
    mailed: RegExp;
  }) => {
    const known = await signUpUser(t.http);
    const unknownAddress = uniqueEmail('ghost');
    const forKnown = await t.http.post(request.path).send({ email: known.email });
    const forUnknown = await t.http.post(request.path).send({ email: unknownAddress });
    expect(forKnown.status).toBe(200);
    expect(forUnknown.status).toBe(200);
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(forKnown.body.data.accepted).toBe(true);

    // Answered before anything depends on the account: one queued request each, nothing issued.
    const queued = {
      subject: request.subject,
      text_body: '',
      template: request.template,
      status: 'pending',
    };
    expect(await mailsTo(known.email)).toEqual([{ to_address: known.email, ...queued }]);
    expect(await mailsTo(unknownAddress)).toEqual([{ to_address: unknownAddress, ...queued }]);
    expect(await request.issued(known.userId)).toBe(0);

    await t.app.get(MailSender).deliverPending();
    expect(await mailsTo(unknownAddress)).toEqual([]);
    const [mail] = await mailsTo(known.email);
    expect(mail).toMatchObject({
      subject: request.subject,
      template: request.template,
      status: 'logged',
    });
    expect(mail.text_body).toMatch(request.mailed);
    expect(await request.issued(known.userId)).toBe(1);
    return { known, unknownAddress };
  };
  const signIn = (email: string, password: string) =>
    t.http.post('/api/auth/signin').send({ email, password });

  describe('recover and reset-password', () => {
    it('answers a known and an unknown address alike, with the same one write, and mails only the account, afterwards', async () => {
      await answersAlikeThenMailsTheAccount({
        path: '/api/auth/recover',
        subject: 'Reset your password',
        template: 'identity.password-reset',
        issued: resetTokensOf,
        mailed: /http:\/\/localhost:3000\/reset-password\?token=/,
      });
    });

    it('still validates the address', async () => {
      const response = await t.http.post('/api/auth/recover').send({ email: 'nope' });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Please enter a valid email address');
    });

    it('resets the password with the mailed token, once, and ends the old sessions', async () => {
      const user = await signUpUser(t.http);
      await t.http.post('/api/auth/recover').send({ email: user.email });
      await t.app.get(MailSender).deliverPending();
      const [mail] = await mailsTo(user.email);
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
      expect(token).toBeDefined();

      const weak = await t.http
        .post('/api/auth/reset-password')
        .send({ token, password: 'letmein' });
      expect(weak.status).toBe(422);
      expect(weak.body.code).toBe('WEAK_PASSWORD');

      const reset = await t.http
        .post('/api/auth/reset-password')
        .send({ token, password: 'my new long passphrase' });
      expect(reset.status).toBe(200);
      expect(reset.body.data.user.id).toBe(user.userId);
      expect(reset.body.data.access_token).toBeDefined();

      const again = await t.http
        .post('/api/auth/reset-password')
        .send({ token, password: 'yet another passphrase' });
      expect(again.status).toBe(401);
      expect(again.body.code).toBe('INVALID_RESET_TOKEN');

      expect((await signIn(user.email, user.password)).status).toBe(401);
      expect((await signIn(user.email, 'my new long passphrase')).status).toBe(200);
      const old = await t.http.post('/api/auth/refresh').send({ refresh_token: user.refreshToken });
      expect(old.status).toBe(401);
    });

    it('refuses an invented token', async () => {
      const response = await t.http
        .post('/api/auth/reset-password')
        .send({ token: 'made-up-token', password: 'my new long passphrase' });
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('INVALID_RESET_TOKEN');
    });

    it('keeps the mail in the outbox without SMTP, and logs it as such', async () => {
      const user = await signUpUser(t.http);
      await t.http.post('/api/auth/recover').send({ email: user.email });
      await t.app.get(MailSender).deliverPending();
      const [mail] = await mailsTo(user.email);
      expect(mail.status).toBe('logged');
      expect(mail.text_body).toContain('reset-password?token=');
    });
  });

  describe('recover without Redis', () => {
    let local: TestApp;

    beforeAll(async () => {
      local = await createTestApp({ env: { REDIS_URL: '' } });
    });

    afterAll(async () => {
      await local.close();
    });

    it("mails the account's reset link from this process after answering, and nothing to an unknown address", async () => {
      const known = await signUpUser(local.http);
      const unknownAddress = uniqueEmail('ghost');
      for (const email of [known.email, unknownAddress])
        expect((await local.http.post('/api/auth/recover').send({ email })).status).toBe(200);
      const outbox = (): Promise<Array<{ to_address: string; text_body: string }>> =>
        local.db.dataSource.query(
          `select to_address, text_body from mail_outbox where status <> 'pending'`,
        );
      await waitFor(
        async () => (await outbox()).length > 0,
        'the reset mail to be delivered in this process',
      );
      const delivered = await outbox();
      expect(delivered.map((mail) => mail.to_address)).toEqual([known.email]);
      expect(delivered[0].text_body).toContain('/reset-password?token=');
      await waitFor(
        async () =>
          (await local.db.dataSource.query(`select 1 from mail_outbox where status = 'pending'`))
            .length === 0,
        'the unknown address to be dropped',
      );
    });
  });

  describe('otp and verify', () => {
    const latestCode = async (address: string) => {
      await t.app.get(MailSender).deliverPending();
      const mails = await mailsTo(address);
      return /code is (\d{6})/.exec(mails[mails.length - 1]?.text_body ?? '')?.[1];
    };

    it('mails a 6-digit code that signs in once', async () => {
      const user = await signUpUser(t.http);
      const requested = await t.http.post('/api/auth/otp').send({ email: user.email });
      expect(requested.status).toBe(200);
      const code = await latestCode(user.email);
      expect(code).toMatch(/^\d{6}$/);

      const verified = await t.http
        .post('/api/auth/verify')
        .send({ email: user.email.toUpperCase(), token: code });
      expect(verified.status).toBe(200);
      expect(verified.body.data.user.id).toBe(user.userId);
      const me = await t.http
        .get('/api/auth/user')
        .set('Authorization', `Bearer ${verified.body.data.access_token}`);
      expect(me.status).toBe(200);

      const replay = await t.http.post('/api/auth/verify').send({ email: user.email, token: code });
      expect(replay.status).toBe(401);
      expect(replay.body.code).toBe('INVALID_OTP');
    });

    it('answers a known and an unknown address alike, with the same one write, and mails only the account its code, afterwards', async () => {
      const { unknownAddress } = await answersAlikeThenMailsTheAccount({
        path: '/api/auth/otp',
        subject: 'Your sign-in code',
        template: 'identity.sign-in-code',
        issued: signInCodesOf,
        mailed: /code is \d{6}/,
      });

      const verify = await t.http
        .post('/api/auth/verify')
        .send({ email: unknownAddress, token: '123456' });
      expect(verify.status).toBe(401);
      expect(verify.body.code).toBe('INVALID_OTP');
    });

    it('refuses a wrong code, and a code that is not 6 digits with 400', async () => {
      const user = await signUpUser(t.http);
      await t.http.post('/api/auth/otp').send({ email: user.email });
      const code = (await latestCode(user.email)) ?? '';
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const response = await t.http
        .post('/api/auth/verify')
        .send({ email: user.email, token: wrong });
      expect(response.status).toBe(401);
      const malformed = await t.http
        .post('/api/auth/verify')
        .send({ email: user.email, token: '12ab' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.error).toBe('The code must be 6 digits');
      const right = await t.http.post('/api/auth/verify').send({ email: user.email, token: code });
      expect(right.status).toBe(200);
    });

    it('checks at most 5 of 8 concurrent wrong codes, and the owner signs in from another address at once', async () => {
      const user = await signUpUser(t.http);
      await t.http.post('/api/auth/otp').send({ email: user.email });
      const code = (await latestCode(user.email)) ?? '';
      const attacker = randomClientIp();
      const guesses = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          t.http
            .post('/api/auth/verify')
            .set('X-Forwarded-For', attacker)
            .send({
              email: user.email,
              token: String((Number(code) + index + 1) % 1_000_000).padStart(6, '0'),
            }),
        ),
      );
      const statuses = guesses.map((response) => response.status).sort();
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
      const [{ attempts }]: Array<{ attempts: number }> = await t.db.dataSource.query(
        `select attempts from one_time_codes where user_id = $1 and purpose = 'sign_in'`,
        [user.userId],
      );
      expect(attempts).toBe(5);

      const owner = randomClientIp();
      await t.http.post('/api/auth/otp').set('X-Forwarded-For', owner).send({ email: user.email });
      const fresh = await latestCode(user.email);
      const verified = await t.http
        .post('/api/auth/verify')
        .set('X-Forwarded-For', owner)
        .send({ email: user.email, token: fresh });
      expect(verified.status).toBe(200);
    });

    it('voids an earlier code when a new one is requested', async () => {
      const user = await signUpUser(t.http);
      await t.http.post('/api/auth/otp').send({ email: user.email });
      const first = await latestCode(user.email);
      await t.http.post('/api/auth/otp').send({ email: user.email });
      const second = await latestCode(user.email);
      const live: unknown[] = await t.db.dataSource.query(
        `select 1 from one_time_codes
          where user_id = $1 and purpose = 'sign_in' and used_at is null`,
        [user.userId],
      );
      expect(live).toHaveLength(1);
      expect(first).toMatch(/^\d{6}$/);
      const fresh = await t.http
        .post('/api/auth/verify')
        .send({ email: user.email, token: second });
      expect(fresh.status).toBe(200);
    });
  });
});
