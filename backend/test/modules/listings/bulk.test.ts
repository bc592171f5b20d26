import { createTestApp, signUpUser, type TestApp } from '../../support/test-app';
import {
  availableCredits,
  grantCredits,
  listDomain,
  makePro,
  uniqueDomain,
} from './listing-support';

describe('bulk listing from CSV rows', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const bulk = (token: string, rows: unknown[]) =>
    app.http.post('/api/domains/bulk').set('Authorization', `Bearer ${token}`).send({ rows });

  it('is for Liquidation Pro sellers only', async () => {
    const seller = await signUpUser(app.http);
    await grantCredits(app.app, seller.userId, 5);
    const response = await bulk(seller.accessToken, [
      { domain: uniqueDomain(), price: '10', registrar: 'GoDaddy' },
    ]);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      code: 'PRO_REQUIRED',
      error: 'Bulk upload is part of Liquidation Pro',
    });
    expect(await availableCredits(app.http, seller.accessToken)).toBe(5);
  });

  it('lists the good rows, one credit each, as priority listings, and reports each bad row', async () => {
    const seller = await signUpUser(app.http);
    await makePro(app.app, seller.userId);
    await grantCredits(app.app, seller.userId, 10);
    const taken = uniqueDomain('taken');
    const other = await signUpUser(app.http);
    await grantCredits(app.app, other.userId, 1);
    await listDomain(app.http, other.accessToken, { name: taken });
    const good = [uniqueDomain('good'), uniqueDomain('good'), uniqueDomain('good')];

    const response = await bulk(seller.accessToken, [
      { domain: good[0], price: '249', registrar: 'GoDaddy' },
      { domain: '-bad-.com', price: '10', registrar: 'GoDaddy' },
      {
        domain: good[1].toUpperCase(),
        price: 19.99,
        registrar: 'namecheap',
        category: 'technology',
      },
      { domain: good[2], price: '1001', registrar: 'Nobody' },
      { domain: taken, price: '30', registrar: 'Other' },
      { domain: good[0], price: '40', registrar: 'Other' },
      {
        domain: good[2],
        price: '500',
        registrar: 'Dynadot',
        description: 'Fine',
        category: 'Short',
      },
      { domain: uniqueDomain('cat'), price: '5', registrar: 'Other', category: 'tech' },
    ]);

    expect(response.status).toBe(200);
    expect(response.body.data.accepted).toEqual([
      { row: 1, domain: good[0], id: expect.any(String), price: 249 },
      { row: 3, domain: good[1], id: expect.any(String), price: 19.99 },
      { row: 7, domain: good[2], id: expect.any(String), price: 500 },
    ]);
    expect(response.body.data.rejected).toEqual([
      {
        row: 2,
        domain: '-bad-.com',
        reasons: ['A part of a domain name cannot start or end with a hyphen'],
      },
      {
        row: 4,
        domain: good[2],
        reasons: [
          'Price must be between $1 and $1,000',
          'Registrar must be one of GoDaddy, Namecheap, Network Solutions, Dynadot, Other',
        ],
      },
      { row: 5, domain: taken, reasons: [`${taken} is already listed on the marketplace`] },
      { row: 6, domain: good[0], reasons: ['Listed twice in this file (first in row 1)'] },
      {
        row: 8,
        domain: expect.stringMatching(/^cat-/),
        reasons: [
          'Category must be one of Business, Technology, Finance, Health, Lifestyle, Travel, Education, Entertainment, Brandable, Short, Other',
        ],
      },
    ]);
    expect(response.body.data.creditsSpent).toBe(3);
    expect(await availableCredits(app.http, seller.accessToken)).toBe(7);
    const mine = await app.http
      .get('/api/domains/my-listings')
      .set('Authorization', `Bearer ${seller.accessToken}`);
    expect(mine.body.data.domains).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: good[2],
          is_priority: true,
          category: 'Short',
          seller: { id: seller.userId, user_tier: 'pro' },
        }),
      ]),
    );
  });

  it('lists rows while credits last and reports the rest', async () => {
    const seller = await signUpUser(app.http);
    await makePro(app.app, seller.userId);
    await grantCredits(app.app, seller.userId, 2);
    const names = [uniqueDomain('c'), uniqueDomain('c'), uniqueDomain('c')];
    const response = await bulk(
      seller.accessToken,
      names.map((domain) => ({ domain, price: '10', registrar: 'Other' })),
    );
    expect(response.body.data.accepted.map((row: { domain: string }) => row.domain)).toEqual(
      names.slice(0, 2),
    );
    expect(response.body.data.rejected).toEqual([
      {
        row: 3,
        domain: names[2],
        reasons: ['You need at least 1 credit to list a domain. Purchase credits to continue.'],
      },
    ]);
    expect(await availableCredits(app.http, seller.accessToken)).toBe(0);
  });

  it('numbers rows from firstRow, for a file sent in chunks', async () => {
    const seller = await signUpUser(app.http);
    await makePro(app.app, seller.userId);
    await grantCredits(app.app, seller.userId, 1);
    const name = uniqueDomain('chunk');
    const response = await app.http
      .post('/api/domains/bulk')
      .set('Authorization', `Bearer ${seller.accessToken}`)
      .send({
        firstRow: 51,
        rows: [
          { domain: name, price: '10', registrar: 'Other' },
          { domain: name, price: '10', registrar: 'Other' },
        ],
      });
    expect(response.body.data.accepted).toEqual([
      expect.objectContaining({ row: 51, domain: name }),
    ]);
    expect(response.body.data.rejected).toEqual([
      { row: 52, domain: name, reasons: ['Listed twice in this file (first in row 51)'] },
    ]);
  });

  it('refuses an empty upload and more than 500 rows', async () => {
    const seller = await signUpUser(app.http);
    await makePro(app.app, seller.userId);
    expect((await bulk(seller.accessToken, [])).body.details).toEqual([
      { field: 'rows', message: 'The file has no rows' },
    ]);
    const tooMany = Array.from({ length: 501 }, () => ({
      domain: 'a.com',
      price: 1,
      registrar: 'Other',
    }));
    expect((await bulk(seller.accessToken, tooMany)).body.details).toEqual([
      { field: 'rows', message: 'At most 500 rows per upload' },
    ]);
  });
});
