import { ExpireCreditsHandler, GrantCreditsHandler } from '../../../src/modules/credits';
import { FixedClock } from '../../../src/platform/clock/clock';
import { createTestApp, signUpUser, type TestApp } from '../../support/test-app';
import { listDomain } from '../listings/listing-support';

const DAY = 24 * 60 * 60 * 1000;

describe('the credit ledger', () => {
  const clock = new FixedClock(new Date('2026-01-15T08:00:00.000Z'));
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ clock });
  });

  afterAll(async () => {
    await app.close();
  });

  const grant = (
    userId: string,
    amount: number,
    kind: 'purchased' | 'pro_allocation' = 'purchased',
  ) => app.app.get(GrantCreditsHandler).execute({ userId, amount, kind, source: 'test' });

  async function signIn(email: string, password: string) {
    const response = await app.http.post('/api/auth/signin').send({ email, password });
    return (response.body.data as { access_token: string }).access_token;
  }

  it('cannot spend a lot granted 12 months ago, even though no expiry ran', async () => {
    const seller = await signUpUser(app.http);
    await grant(seller.userId, 3);
    clock.advance(365 * DAY);
    const token = await signIn(seller.email, seller.password);

    const response = await listDomain(app.http, token);
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('INSUFFICIENT_CREDITS');
    const profile = await app.http.get('/api/user/profile').set('Authorization', `Bearer ${token}`);
    expect(profile.body.data.available_credits).toBe(0);
    const credits = await app.http.get('/api/user/credits').set('Authorization', `Bearer ${token}`);
    expect(credits.body.data).toEqual([
      expect.objectContaining({ amount: 3, remaining_amount: 0, status: 'expired' }),
    ]);
  });

  it('spends the lot that expires first and lists credit records newest first', async () => {
    const seller = await signUpUser(app.http);
    const older = await grant(seller.userId, 1);
    clock.advance(10 * DAY);
    const newer = await grant(seller.userId, 100, 'pro_allocation');
    const token = await signIn(seller.email, seller.password);

    expect((await listDomain(app.http, token)).status).toBe(201);
    expect((await listDomain(app.http, token)).status).toBe(201);

    const credits = await app.http.get('/api/user/credits').set('Authorization', `Bearer ${token}`);
    expect(credits.body.data).toEqual([
      {
        id: newer?.lotId,
        type: 'pro_allocation',
        amount: 100,
        remaining_amount: 99,
        status: 'active',
        purchased_at: clock.now().toISOString(),
        expires_at: newer?.expiresAt,
        expires_soon: false,
      },
      expect.objectContaining({ id: older?.lotId, remaining_amount: 0, status: 'used' }),
    ]);
    const profile = await app.http.get('/api/user/profile').set('Authorization', `Bearer ${token}`);
    expect(profile.body.data.available_credits).toBe(99);
  });

  it('warns about an active lot within 30 days of its expiry', async () => {
    const seller = await signUpUser(app.http);
    await grant(seller.userId, 2);
    clock.advance(340 * DAY);
    const token = await signIn(seller.email, seller.password);
    const credits = await app.http.get('/api/user/credits').set('Authorization', `Bearer ${token}`);
    expect(credits.body.data).toEqual([
      expect.objectContaining({ status: 'active', remaining_amount: 2, expires_soon: true }),
    ]);
  });

  it('expires what is left of old lots once, by command', async () => {
    const seller = await signUpUser(app.http);
    await grant(seller.userId, 4);
    const expire = app.app.get(ExpireCreditsHandler);
    expect(await expire.execute({ userId: seller.userId })).toEqual([]);
    clock.advance(366 * DAY);
    expect(await expire.execute({ userId: seller.userId })).toEqual([
      expect.objectContaining({ amount: 4, expiredAt: clock.now().toISOString() }),
    ]);
    expect(await expire.execute({ userId: seller.userId })).toEqual([]);
  });

  it('grants a lot id only once however often the grant is retried', async () => {
    const seller = await signUpUser(app.http);
    const lotId = '0b6f1f1e-8f57-4a3e-9d61-3f3c2a1b0c01';
    const grants = await Promise.all(
      Array.from({ length: 3 }, () =>
        app.app.get(GrantCreditsHandler).execute({
          userId: seller.userId,
          amount: 10,
          kind: 'purchased',
          source: 'test',
          lotId,
        }),
      ),
    );
    expect(grants.filter(Boolean)).toHaveLength(1);
    const token = await signIn(seller.email, seller.password);
    const profile = await app.http.get('/api/user/profile').set('Authorization', `Bearer ${token}`);
    expect(profile.body.data.available_credits).toBe(10);
  });

  it('has no HTTP route that grants credits', async () => {
    const seller = await signUpUser(app.http);
    for (const path of ['/api/user/credits', '/api/credits/grant', '/api/user/credits/grant']) {
      const response = await app.http
        .post(path)
        .set('Authorization', `Bearer ${seller.accessToken}`)
        .send({ amount: 100 });
      expect(response.status).toBe(404);
    }
  });
});
