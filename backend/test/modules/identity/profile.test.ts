import { profilesReadModel } from '../../../src/modules/identity';
import { toRecordedEvent } from '../../../src/platform/event-store/event-store';
import { createTestApp, signUpUser, type TestApp, uniqueEmail } from '../../support/test-app';

describe('profile', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const getProfile = (token: string) => t.http.get('/api/user/profile').set(bearer(token));
  const patchProfile = (token: string, id: string, body: object) =>
    t.http.patch(`/api/rest/v1/profiles?id=eq.${id}`).set(bearer(token)).send(body);

  it('answers the caller profile with the spec fields', async () => {
    const user = await signUpUser(t.http, { full_name: 'Jane Doe' });
    const response = await getProfile(user.accessToken);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      id: user.userId,
      email: user.email,
      full_name: 'Jane Doe',
      available_credits: 0,
      user_tier: 'free',
      accepted_terms: true,
      marketing_consent: false,
      updated_at: expect.any(String),
    });
  });

  it('defaults the full name to "User" and keeps the consent given at sign-up', async () => {
    const response = await t.http.post('/api/auth/signup').send({
      email: uniqueEmail('consent'),
      password: 'a fine passphrase',
      marketing_consent: true,
    });
    const profile = await getProfile(response.body.data.access_token);
    expect(profile.body.data).toMatchObject({ full_name: 'User', marketing_consent: true });
  });

  it('requires a session', async () => {
    expect((await t.http.get('/api/user/profile')).status).toBe(401);
  });

  it('updates full_name and marketing_consent and answers the row in an array', async () => {
    const user = await signUpUser(t.http);
    const response = await patchProfile(user.accessToken, user.userId, {
      full_name: '  New Name ',
      marketing_consent: true,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      expect.objectContaining({ id: user.userId, full_name: 'New Name', marketing_consent: true }),
    ]);
    expect((await getProfile(user.accessToken)).body.data).toMatchObject({
      full_name: 'New Name',
      marketing_consent: true,
    });
    const events: Array<{ event_type: string; data: Record<string, unknown> }> =
      await t.db.dataSource.query(
        `select event_type, data from es_events where stream_id = $1 order by stream_position`,
        [`user-${user.userId}`],
      );
    expect(events[1]).toMatchObject({
      event_type: 'identity.ProfileUpdated',
      data: { changed: ['full_name', 'marketing_consent'], marketingConsent: true },
    });
    expect(JSON.stringify(events)).not.toContain('New Name');
  });

  it.each([
    [{ available_credits: 500 }, 'available_credits is not allowed'],
    [{ user_tier: 'pro' }, 'user_tier is not allowed'],
    [{ id: '00000000-0000-4000-8000-000000000000' }, 'id is not allowed'],
    [{ full_name: 'x'.repeat(101) }, 'Full name must be at most 100 characters'],
    [{ marketing_consent: 'yes' }, 'marketing_consent must be true or false'],
  ])('refuses %p with 400 and changes nothing', async (body, message) => {
    const user = await signUpUser(t.http);
    const before = (await getProfile(user.accessToken)).body.data;
    const response = await patchProfile(user.accessToken, user.userId, {
      full_name: 'Should Not Stick',
      ...body,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(response.body.details).toContainEqual(expect.objectContaining({ message }));
    expect((await getProfile(user.accessToken)).body.data).toEqual(before);
  });

  it('refuses to patch another user profile with 403 and changes nothing', async () => {
    const owner = await signUpUser(t.http, { full_name: 'Owner' });
    const intruder = await signUpUser(t.http);
    const response = await patchProfile(intruder.accessToken, owner.userId, {
      full_name: 'Hijacked',
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('FORBIDDEN');
    expect((await getProfile(owner.accessToken)).body.data.full_name).toBe('Owner');
    expect((await getProfile(intruder.accessToken)).body.data.id).toBe(intruder.userId);
  });

  it.each(['', '?id=', '?id=neq.x', '?id=eq.not-a-uuid', '?id=in.(a,b)'])(
    'refuses a malformed id filter %p with 400',
    async (query) => {
      const user = await signUpUser(t.http);
      const response = await t.http
        .patch(`/api/rest/v1/profiles${query}`)
        .set(bearer(user.accessToken))
        .send({ full_name: 'X' });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
    },
  );

  it('rebuilds the same profiles from the event log alone', async () => {
    const user = await signUpUser(t.http);
    await patchProfile(user.accessToken, user.userId, { marketing_consent: true });
    const snapshot = () =>
      t.db.dataSource.query(`select * from profiles order by id`) as Promise<unknown[]>;
    const live = await snapshot();
    const projection = profilesReadModel;
    await t.db.dataSource.transaction(async (manager) => {
      await manager.query(`truncate ${projection.tables.join(', ')}`);
      const rows = await manager.query(
        `select global_position, transaction_id::text as transaction_id, stream_id, stream_position,
                event_id, event_type, schema_version, data, metadata, created_at
           from es_events where event_type = any($1) order by transaction_id, global_position`,
        [projection.eventTypes],
      );
      await projection.apply(rows.map(toRecordedEvent), manager);
    });
    expect(await snapshot()).toEqual(live);
  });
});
