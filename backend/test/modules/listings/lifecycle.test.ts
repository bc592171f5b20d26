import { FixedClock } from '../../../src/platform/clock/clock';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { grantCredits, listDomain, uniqueDomain } from './listing-support';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('the life of a listing', () => {
  const clock = new FixedClock(new Date('2026-05-01T10:00:00.000Z'));
  let app: TestApp;
  let seller: SignedUpUser;
  let other: SignedUpUser;

  beforeAll(async () => {
    app = await createTestApp({ clock });
    seller = await signUpUser(app.http);
    other = await signUpUser(app.http);
    signedIn.push(seller, other);
    await grantCredits(app.app, seller.userId, 20);
    await grantCredits(app.app, other.userId, 5);
  });

  afterAll(async () => {
    await app.close();
  });

  const as = (user: SignedUpUser) => ({
    get: (url: string) => app.http.get(url).set('Authorization', `Bearer ${user.accessToken}`),
    post: (url: string) => app.http.post(url).set('Authorization', `Bearer ${user.accessToken}`),
    put: (url: string) => app.http.put(url).set('Authorization', `Bearer ${user.accessToken}`),
    delete: (url: string) =>
      app.http.delete(url).set('Authorization', `Bearer ${user.accessToken}`),
  });

  const signedIn: SignedUpUser[] = [];

  /** Moves time on; access tokens live 15 minutes of it, so everyone signs in again. */
  async function advance(milliseconds: number) {
    clock.advance(milliseconds);
    for (const user of signedIn) {
      const session = await app.http
        .post('/api/auth/signin')
        .send({ email: user.email, password: user.password });
      user.accessToken = (session.body.data as { access_token: string }).access_token;
    }
  }

  async function newListing(user = seller, fields: Record<string, unknown> = {}) {
    const response = await listDomain(app.http, user.accessToken, fields);
    expect(response.status).toBe(201);
    return response.body.data as { id: string; name: string };
  }

  it('edits price and description, and keeps what was not sent', async () => {
    const { id } = await newListing(seller, { description: 'first words' });
    const updated = await as(seller).put(`/api/domains/update/${id}`).send({ price: 199.99 });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ price: 199.99, description: 'first words' });

    const described = await as(seller)
      .put(`/api/domains/update/${id}`)
      .send({ description: 'Better words' });
    expect(described.body.data).toMatchObject({ price: 199.99, description: 'Better words' });

    const refused = await as(seller).put(`/api/domains/update/${id}`).send({ price: 1001 });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      { field: 'price', message: 'Price must be between $1 and $1,000' },
    ]);
    const tooLong = await as(seller)
      .put(`/api/domains/update/${id}`)
      .send({ description: 'x'.repeat(1001) });
    expect(tooLong.body.details).toEqual([
      { field: 'description', message: 'Description cannot exceed 1000 characters' },
    ]);
    const notEditable = await as(seller).put(`/api/domains/update/${id}`).send({ name: 'x.com' });
    expect(notEditable.status).toBe(400);
  });

  it("answers 404 for another seller's listing, to every call, and changes nothing", async () => {
    const { id } = await newListing(seller, { price: 300 });
    const calls = [
      as(other).get(`/api/domains/detail/${id}`),
      as(other).put(`/api/domains/update/${id}`).send({ price: 1 }),
      as(other).delete(`/api/domains/delete/${id}`),
      as(other).post(`/api/domains/relist/${id}`),
      as(other).post(`/api/domains/mark-sold/${id}`).send({ salePrice: 10 }),
      as(other).post(`/api/domains/unmark-sold/${id}`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND', error: 'Domain not found' });
    }
    const mine = await as(seller).get(`/api/domains/detail/${id}`);
    expect(mine.body.data).toMatchObject({ price: 300, status: 'active' });
    const others = await as(other).get('/api/domains/my-listings');
    expect(others.body.data.domains.map((listing: { id: string }) => listing.id)).not.toContain(id);
    expect((await as(seller).get('/api/domains/detail/not-a-uuid')).status).toBe(404);
  });

  it('marks sold with the sale price, restores it 6 days 23 hours later, and refuses after 7 days', async () => {
    const { id } = await newListing(seller, { price: 249 });
    const sold = await as(seller)
      .post(`/api/domains/mark-sold/${id}`)
      .send({ salePrice: 300, soldAt: clock.now().toISOString() });
    expect(sold.status).toBe(200);
    const soldAt = clock.now();
    expect(sold.body.data).toMatchObject({
      status: 'sold',
      sale_price: 300,
      price: 249,
      sold_at: soldAt.toISOString(),
      restorable_until: new Date(soldAt.getTime() + 7 * DAY).toISOString(),
    });
    const again = await as(seller).post(`/api/domains/mark-sold/${id}`).send({ salePrice: 300 });
    expect(again.body.code).toBe('LISTING_SOLD');
    expect((await as(seller).put(`/api/domains/update/${id}`).send({ price: 5 })).status).toBe(409);

    await advance(6 * DAY + 23 * HOUR);
    const restored = await as(seller).post(`/api/domains/unmark-sold/${id}`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({
      status: 'active',
      sale_price: null,
      sold_at: null,
      restorable_until: null,
    });

    await as(seller).post(`/api/domains/mark-sold/${id}`).send({ salePrice: 260 });
    await advance(7 * DAY);
    const late = await as(seller).post(`/api/domains/unmark-sold/${id}`);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'REVERSAL_WINDOW_CLOSED' });
    const detail = await as(seller).get(`/api/domains/detail/${id}`);
    expect(detail.body.data).toMatchObject({
      status: 'sold',
      sale_price: 260,
      restorable_until: null,
    });
  });

  it('enforces the mark-sold rules with their messages', async () => {
    const { id } = await newListing();
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'salePrice', 'Sale price is required'],
      [{ salePrice: 0 }, 'salePrice', 'Sale price must be between $1 and $1,000,000'],
      [{ salePrice: 1_000_000.01 }, 'salePrice', 'Sale price must be between $1 and $1,000,000'],
      [{ salePrice: 10.001 }, 'salePrice', 'Sale price can have at most 2 decimal places'],
      [
        { salePrice: 10, soldAt: 'yesterday-ish' },
        'soldAt',
        'Sale date must be a valid date and time',
      ],
      [
        { salePrice: 10, soldAt: new Date(clock.now().getTime() + DAY).toISOString() },
        'soldAt',
        'Sale date cannot be in the future',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await as(seller).post(`/api/domains/mark-sold/${id}`).send(body);
      expect({ body, status: response.status, details: response.body.details }).toEqual({
        body,
        status: 400,
        details: [{ field, message }],
      });
    }
    const top = await as(seller)
      .post(`/api/domains/mark-sold/${id}`)
      .send({ salePrice: 1_000_000 });
    expect(top.body.data).toMatchObject({ status: 'sold', sale_price: 1_000_000 });
  });

  it('refuses to restore a domain when its name was listed again meanwhile', async () => {
    const name = uniqueDomain('resold');
    const { id } = await newListing(seller, { name });
    await as(seller).post(`/api/domains/mark-sold/${id}`).send({ salePrice: 100 });
    await newListing(other, { name });
    const response = await as(seller).post(`/api/domains/unmark-sold/${id}`);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('DOMAIN_ALREADY_LISTED');
  });

  it('relists for a new 30-day period and days listed start again', async () => {
    const { id } = await newListing();
    await advance(12 * DAY);
    const before = await as(seller).get(`/api/domains/detail/${id}`);
    expect(before.body.data.days_listed).toBe(12);
    const relisted = await as(seller).post(`/api/domains/relist/${id}`);
    expect(relisted.status).toBe(200);
    expect(relisted.body.data).toMatchObject({
      status: 'active',
      days_listed: 0,
      last_relisted_at: clock.now().toISOString(),
      expires_at: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
    });
  });

  it("deletes a listing: it is gone from the seller's list, and its credit is not returned", async () => {
    const { id } = await newListing();
    const profileBefore = await as(seller).get('/api/user/profile');
    const deleted = await as(seller).delete(`/api/domains/delete/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id, deleted: true });
    expect((await as(seller).get(`/api/domains/detail/${id}`)).status).toBe(404);
    expect((await as(seller).delete(`/api/domains/delete/${id}`)).status).toBe(404);
    const profileAfter = await as(seller).get('/api/user/profile');
    expect(profileAfter.body.data.available_credits).toBe(
      profileBefore.body.data.available_credits,
    );
  });

  it("pages, filters by status and searches the seller's listings, never another seller's", async () => {
    const seller2 = await signUpUser(app.http);
    signedIn.push(seller2);
    await grantCredits(app.app, seller2.userId, 5);
    const names = ['alpha-one.com', 'alpha-two.io', 'beta-three.net'].map((base) =>
      uniqueDomain(base.split('.')[0]),
    );
    const created = [];
    for (const name of names) {
      created.push(await newListing(seller2, { name }));
      await advance(HOUR);
    }
    await as(seller2).post(`/api/domains/mark-sold/${created[2].id}`).send({ salePrice: 50 });
    // Another seller's alpha listing, sold too, never shows among seller2's.
    const theirs = await newListing(other, { name: uniqueDomain('alpha-theirs') });
    await as(other).post(`/api/domains/mark-sold/${theirs.id}`).send({ salePrice: 60 });
    const ids = (response: { body: { data: { domains: { id: string }[] } } }) =>
      response.body.data.domains.map((listing) => listing.id);

    const page = await as(seller2).get('/api/domains/my-listings?page=2&limit=2');
    expect(page.body.data.pagination).toEqual({
      page: 2,
      limit: 2,
      total: 3,
      totalPages: 2,
      hasNextPage: false,
      hasPreviousPage: true,
    });
    expect(ids(page)).toEqual([created[0].id]);
    const sold = await as(seller2).get('/api/domains/my-listings?status=sold');
    expect(ids(sold)).toEqual([created[2].id]);
    const alpha = await as(seller2).get('/api/domains/my-listings?search=ALPHA');
    expect(alpha.body.data.pagination.total).toBe(2);
    expect(ids(alpha)).toEqual([created[1].id, created[0].id]);
    const soldAlpha = await as(seller2).get('/api/domains/my-listings?status=sold&search=alpha');
    expect(soldAlpha.body.data.pagination.total).toBe(0);
    const soldBeta = await as(seller2).get('/api/domains/my-listings?status=sold&search=beta');
    expect(ids(soldBeta)).toEqual([created[2].id]);
    const pastTheEnd = await as(seller2).get('/api/domains/my-listings?page=3&limit=2');
    expect(pastTheEnd.body.data.domains).toEqual([]);
    expect(pastTheEnd.body.data.pagination.total).toBe(3);
    const all = await as(seller2).get('/api/domains/my-listings?limit=100&page=1');
    expect(ids(all)).not.toContain(theirs.id);
    expect(ids(all)).toHaveLength(3);
    const farPage = await as(seller2).get('/api/domains/my-listings?page=100000');
    expect(farPage.status).toBe(200);
    const tooFar = await as(seller2).get('/api/domains/my-listings?page=100001');
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.error).toBe('page must be at most 100000');
    const wildcard = await as(seller2).get('/api/domains/my-listings?search=%25');
    expect(wildcard.body.data.pagination.total).toBe(0);
    const bad = await as(seller2).get('/api/domains/my-listings?status=gone&limit=500');
    expect(bad.status).toBe(400);
  });
});
