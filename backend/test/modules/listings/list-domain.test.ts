import { getDataSourceToken } from '@nestjs/typeorm';
import { type DataSource } from 'typeorm';
import { creditLotsReadModel } from '../../../src/modules/credits/projections/credit-lots.read-model';
import { domainListingsReadModel } from '../../../src/modules/listings/projections/domain-listings.read-model';
import { expectRebuildMatchesLive, INLINE } from '../../support/rebuild-matches-live';
import { createTestApp, signUpUser, type TestApp } from '../../support/test-app';
import {
  availableCredits,
  grantCredits,
  LISTING_TABLES_ORDER,
  listDomain,
  uniqueDomain,
} from './listing-support';

const INSUFFICIENT = 'You need at least 1 credit to list a domain. Purchase credits to continue.';

describe('listing a domain', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists a domain for one credit, lower-cased and trimmed, live at once', async () => {
    const seller = await signUpUser(app.http);
    await grantCredits(app.app, seller.userId, 2);
    const name = uniqueDomain('Shiny');
    const response = await listDomain(app.http, seller.accessToken, {
      name: `  ${name.toUpperCase()} `,
      price: 249.5,
      description: 'A short name',
      tags: ['short'],
    });

    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      name: name.toLowerCase(),
      price: 249.5,
      status: 'active',
      registrar: 'Namecheap',
      extension: '.com',
      category: 'Other',
      domain_type: 'generic',
      tags: ['short'],
      days_listed: 0,
      last_relisted_at: null,
      is_priority: false,
      seller: { id: seller.userId, user_tier: 'free' },
    });
    const data = response.body.data as { created_at: string; expires_at: string };
    expect(new Date(data.expires_at).getTime() - new Date(data.created_at).getTime()).toBe(
      30 * 24 * 60 * 60 * 1000,
    );
    expect(await availableCredits(app.http, seller.accessToken)).toBe(1);
  });

  it('answers 422 INSUFFICIENT_CREDITS without a credit, with the spec message', async () => {
    const seller = await signUpUser(app.http);
    const response = await listDomain(app.http, seller.accessToken);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      success: false,
      code: 'INSUFFICIENT_CREDITS',
      error: INSUFFICIENT,
    });
  });

  it('lets twenty concurrent requests of a seller holding 5 credits make exactly 5 listings', async () => {
    const seller = await signUpUser(app.http);
    await grantCredits(app.app, seller.userId, 5);

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => listDomain(app.http, seller.accessToken)),
    );

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 422)).toHaveLength(15);
    for (const refused of responses.filter((response) => response.status === 422))
      expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_CREDITS', error: INSUFFICIENT });
    expect(await availableCredits(app.http, seller.accessToken)).toBe(0);

    const mine = await app.http
      .get('/api/domains/my-listings?limit=100')
      .set('Authorization', `Bearer ${seller.accessToken}`);
    expect(mine.body.data.pagination.total).toBe(5);
    const credits = await app.http
      .get('/api/user/credits')
      .set('Authorization', `Bearer ${seller.accessToken}`);
    expect(credits.body.data).toEqual([
      expect.objectContaining({ amount: 5, remaining_amount: 0, status: 'used' }),
    ]);

    const dataSource = app.app.get<DataSource>(getDataSourceToken());
    const [ledger] = await dataSource.query<[{ spends: number; listings: number }]>(
      `select (select count(*)::int from credit_spends s join credit_lots l on l.id = s.lot_id
                where l.user_id = $1) as spends,
              (select count(*)::int from domain_listings where seller_id = $1) as listings`,
      [seller.userId],
    );
    expect(ledger).toEqual({ spends: 5, listings: 5 });
    await expectRebuildMatchesLive(
      dataSource,
      creditLotsReadModel,
      {
        credit_lots: 'id',
        credit_spends: 'listing_id',
      },
      INLINE,
    );
    await expectRebuildMatchesLive(
      dataSource,
      domainListingsReadModel,
      LISTING_TABLES_ORDER,
      INLINE,
    );
  });

  it('lists forty domains sent at once, more than the database pool has connections', async () => {
    const seller = await signUpUser(app.http);
    await grantCredits(app.app, seller.userId, 40);

    const responses = await Promise.all(
      Array.from({ length: 40 }, () => listDomain(app.http, seller.accessToken)),
    );

    expect(responses.filter((response) => response.status === 201)).toHaveLength(40);
    expect(await availableCredits(app.http, seller.accessToken)).toBe(0);
  });

  it('gives one listing and one 409 when the same name is listed twice at once by one seller', async () => {
    const seller = await signUpUser(app.http);
    await grantCredits(app.app, seller.userId, 3);
    const name = uniqueDomain('twice');

    const responses = await Promise.all([
      listDomain(app.http, seller.accessToken, { name }),
      listDomain(app.http, seller.accessToken, { name }),
    ]);

    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.status === 409);
    expect(refused?.body).toMatchObject({ code: 'DOMAIN_ALREADY_LISTED' });
    expect(await availableCredits(app.http, seller.accessToken)).toBe(2);
  });

  it('gives one listing and one 409 when two sellers race for a name; the loser spends nothing', async () => {
    const first = await signUpUser(app.http);
    const second = await signUpUser(app.http);
    for (let round = 0; round < 5; round += 1) {
      const name = uniqueDomain('race');
      await grantCredits(app.app, first.userId, 1);
      await grantCredits(app.app, second.userId, 1);
      const before = [
        await availableCredits(app.http, first.accessToken),
        await availableCredits(app.http, second.accessToken),
      ];
      const responses = await Promise.all([
        listDomain(app.http, first.accessToken, { name }),
        listDomain(app.http, second.accessToken, { name }),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
      const after = [
        await availableCredits(app.http, first.accessToken),
        await availableCredits(app.http, second.accessToken),
      ];
      const spent = before.map((credits, index) => credits - after[index]);
      expect([...spent].sort()).toEqual([0, 1]);
      const winner = responses[0].status === 201 ? 0 : 1;
      expect(spent[winner]).toBe(1);
    }
  });

  it('refuses invalid domain names with a field error', async () => {
    const seller = await signUpUser(app.http);
    await grantCredits(app.app, seller.userId, 1);
    const label63 = 'a'.repeat(63);
    const cases: [string, string][] = [
      ['', 'Domain name is required'],
      [
        'example..com',
        'Domain name cannot have an empty part (two dots in a row, or a dot at either end)',
      ],
      [`${'a'.repeat(64)}.com`, 'Each part of a domain name must be at most 63 characters'],
      ['my domain.com', 'Domain name can contain only letters, digits, hyphens and dots'],
      ['-bad-.com', 'A part of a domain name cannot start or end with a hyphen'],
      [
        `${label63}.${label63}.${label63}.${'b'.repeat(58)}.com`,
        'Domain name must be at most 253 characters',
      ],
    ];
    for (const [name, message] of cases) {
      const response = await listDomain(app.http, seller.accessToken, { name });
      expect({ name, status: response.status, body: response.body }).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_ERROR', details: [{ field: 'name', message }] },
      });
    }
    expect(await availableCredits(app.http, seller.accessToken)).toBe(1);
  });

  it('enforces the price, registrar and description rules with their messages', async () => {
    const seller = await signUpUser(app.http);
    await grantCredits(app.app, seller.userId, 1);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price: undefined }, 'price', 'Price is required'],
      [{ price: 0 }, 'price', 'Price must be between $1 and $1,000'],
      [{ price: 1000.01 }, 'price', 'Price must be between $1 and $1,000'],
      [{ price: 'cheap' }, 'price', 'Price must be a number'],
      [{ price: 10.005 }, 'price', 'Price can have at most 2 decimal places'],
      [{ registrar: undefined }, 'registrar', 'Registrar is required'],
      [
        { registrar: 'Bob' },
        'registrar',
        'Registrar must be one of GoDaddy, Namecheap, Network Solutions, Dynadot, Other',
      ],
      [
        { description: 'x'.repeat(1001) },
        'description',
        'Description cannot exceed 1000 characters',
      ],
      [{ available_credits: 5 }, 'available_credits', 'available_credits is not allowed'],
    ];
    for (const [fields, field, message] of cases) {
      const response = await listDomain(app.http, seller.accessToken, fields);
      expect({ fields, status: response.status, details: response.body.details }).toEqual({
        fields,
        status: 400,
        details: [{ field, message }],
      });
    }
    const edge = await listDomain(app.http, seller.accessToken, {
      price: 1000,
      registrar: 'network solutions',
    });
    expect(edge.body.data).toMatchObject({ price: 1000, registrar: 'Network Solutions' });
  });

  it('needs a signed-in caller', async () => {
    const response = await app.http.post('/api/domains/create').send({ name: uniqueDomain() });
    expect(response.status).toBe(401);
  });
});
