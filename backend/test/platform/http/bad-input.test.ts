import { grantCredits, listDomain } from '../../modules/listings/listing-support';
import { grantRole } from '../../../src/modules/identity';
import {
  createTestApp,
  signInAgain,
  signUpUser,
  type SignedUpUser,
  type TestApp,
} from '../../support/test-app';

/**
 * Input no handler can store (NUL, half a surrogate pair), nesting past any request's shape,
 * `null` where the document allows none, and dates no sale or event can have: each is refused
 * with 400 naming the field (404 for a name in the path) before anything is stored.
 */
describe('input the API refuses at the door', () => {
  let t: TestApp;
  let seller: SignedUpUser;
  let listingId: string;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await signUpUser(t.http);
    await grantCredits(t.app, seller.userId, 1);
    listingId = (await listDomain(t.http, seller.accessToken, { price: 88 }).expect(201)).body.data
      .id as string;
  });
  afterAll(async () => {
    await t.close();
  });

  const auth = () => ({ Authorization: `Bearer ${seller.accessToken}` });
  const contactMessages = async () =>
    Number((await t.db.dataSource.query('select count(*) as n from contact_messages'))[0].n);
  const listing = async () =>
    (await t.http.get(`/api/domains/detail/${listingId}`).set(auth()).expect(200)).body.data as {
      price: number;
      description: string | null;
    };

  it.each([
    ['a NUL character', 'abc\u0000def'],
    ['half a surrogate pair', 'abc\ud800def'],
    ['a lone low surrogate', 'abc\udc00def'],
  ])('refuses %s in a body field, naming it, and stores nothing', async (_, text) => {
    const before = await contactMessages();
    const response = await t.http
      .post('/api/contact')
      .send({ name: 'Alice Example', email: 'alice@example.com', message: `Hello there, ${text}` })
      .expect(400);
    expect(response.body).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      error: 'message contains a character that is not allowed',
      details: [{ field: 'message', message: 'message contains a character that is not allowed' }],
    });
    expect(await contactMessages()).toBe(before);
  });

  it('refuses such text in a nested field and in a query parameter, naming each', async () => {
    const nested = await t.http
      .post('/api/domains/bulk')
      .set(auth())
      .send({
        rows: [
          { name: 'fine.com', price: 10 },
          { name: 'bad\u0000.com', price: 10 },
        ],
      })
      .expect(400);
    expect(nested.body.details).toEqual([
      { field: 'rows.1.name', message: 'rows.1.name contains a character that is not allowed' },
    ]);
    const query = await t.http.get('/api/domains/public-listings?search=%00').expect(400);
    expect(query.body).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'search' }] });
  });

  it('answers 404 to a name in the path that holds such text', async () => {
    for (const path of ['/api/domains/by-name/%00', '/d/%00', '/d/a%00.com']) {
      const response = await t.http.get(path).expect(404);
      expect(response.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('refuses a deeply nested body before validation, on public and private routes', async () => {
    const deep = `${'['.repeat(3000)}${']'.repeat(3000)}`;
    for (const [path, headers] of [
      ['/api/contact', {}],
      ['/api/domains/create', auth()],
    ] as const) {
      const response = await t.http
        .post(path)
        .set(headers)
        .set('Content-Type', 'application/json')
        .send(`{"name":${deep}}`)
        .expect(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        error: 'Request is nested too deeply',
      });
    }
  });

  it('refuses null for a field the document does not declare nullable, and changes nothing', async () => {
    const cases: Array<[string, string, object]> = [
      ['put', `/api/domains/update/${listingId}`, { price: null }],
      ['put', `/api/domains/update/${listingId}`, { description: null }],
      ['patch', `/api/rest/v1/profiles?id=eq.${seller.userId}`, { full_name: null }],
      ['put', '/api/auth/user', { password: null }],
    ];
    for (const [method, path, body] of cases) {
      const field = Object.keys(body)[0];
      const response = await t.http[method as 'put' | 'patch'](path)
        .set(auth())
        .send(body)
        .expect(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ field, message: `${field} must not be null` }],
      });
    }
    expect(await listing()).toMatchObject({ price: 88 });
  });

  it('refuses a page number past any list, which PostgreSQL could not skip to', async () => {
    for (const path of ['/api/domains/my-listings', '/api/domains/public-listings']) {
      const response = await t.http
        .get(`${path}?page=99999999999999999999`)
        .set(auth())
        .expect(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ field: 'page', message: 'page must be at most 100000' }],
      });
    }
  });

  it('refuses a sale date or an audit filter outside 1970 to 2100', async () => {
    for (const soldAt of [
      '0000-01-01T00:00:00Z',
      '1969-12-31T23:59:59Z',
      '+275760-09-13T00:00:00Z',
    ]) {
      const response = await t.http
        .post(`/api/domains/mark-sold/${listingId}`)
        .set(auth())
        .send({ salePrice: 80, soldAt })
        .expect(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ field: 'soldAt', message: 'Sale date must be a valid date and time' }],
      });
    }
    expect(await listing()).toMatchObject({ price: 88 });

    const auditor = await signUpUser(t.http);
    await grantRole(t.db.dataSource, auditor.email, 'auditor', t.clock.now());
    await signInAgain(t.http, auditor);
    for (const filter of ['since=0000-01-01T00:00:00Z', 'until=9999-12-31T00:00:00Z']) {
      const response = await t.http
        .get(`/api/audit/events?${filter}`)
        .set('Authorization', `Bearer ${auditor.accessToken}`)
        .expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});
