import { type OpenAPIObject } from '@nestjs/swagger';
import { grantRole } from '../../src/modules/identity';
import { buildOpenApiDocument } from '../../src/platform/http/configure-app';
import { type Access, documentPath, type Route, routesOf } from '../../src/platform/http/routes';

export { type Access, documentPath, type Route, routesOf };
import { saleFromLead } from '../modules/deals/deal-support';
import { listedDomain, submitInquiry } from '../modules/inquiries/inquiry-support';
import { makePro } from '../modules/listings/listing-support';
import {
  DEMO_AUDITOR,
  DEMO_BUYER,
  DEMO_PASSWORD,
  DEMO_SELLER,
} from '../../src/seed/demo-catalogue';
import {
  signInAgain,
  signUpUser,
  type SignedUpUser,
  type TestApp,
  type TestHttp,
} from './test-app';
import { DataSource } from 'typeorm';

/** The five kinds of caller every route is tried as. */
export const ACTORS = ['visitor', 'buyer', 'other', 'seller', 'auditor'] as const;
export type Actor = (typeof ACTORS)[number];

/** Whether the route's declaration lets this caller in. */
export function admits(access: Access, actor: Actor): boolean {
  if (access.kind === 'public') return true;
  if (actor === 'visitor') return false;
  return !access.roles || access.roles.includes(actor === 'auditor' ? 'auditor' : 'user');
}

/** What a seller owns, each kind of id a route may take. */
export interface SellerIds {
  listing: string;
  inquiry: string;
  transaction: string;
  timeline: string;
  verification: string;
  recommendation: string;
  template: string;
  offer: string;
  savedSearch: string;
  apiToken: string;
  webhookEndpoint: string;
  webhookDelivery: string;
  user: string;
}

export interface World {
  users: Record<Exclude<Actor, 'visitor'>, SignedUpUser>;
  /** The seller's things; the buyer shares the inquiry, the sale, its timeline and checklist. */
  sellerIds: SellerIds;
  document: OpenAPIObject;
  routes: Route[];
}

/**
 * A Pro seller with a listing, a lead and an offer from the buyer, a sale to that buyer with its
 * timeline, checklist and report, a response template, a saved search, an API token and a
 * webhook endpoint with a delivery; a buyer; another user who owns nothing; and an
 * auditor.
 */
export async function buildWorld(t: TestApp): Promise<World> {
  const [seller, buyer, other, auditor] = [
    await signUpUser(t.http, { full_name: 'Sam Seller' }),
    await signUpUser(t.http, { full_name: 'Bea Buyer' }),
    await signUpUser(t.http, { full_name: 'Otto Other' }),
    await signUpUser(t.http, { full_name: 'Ada Auditor' }),
  ];
  await grantRole(t.db.dataSource, auditor.email, 'auditor', t.clock.now());
  await signInAgain(t.http, auditor);
  await makePro(t.app, seller.userId);
  await signInAgain(t.http, seller);

  const as = (user: SignedUpUser) => `Bearer ${user.accessToken}`;
  const listing = await listedDomain(t.app, t.http, seller, { price: 300 });
  const inquiry = await submitInquiry(t.http, buyer.accessToken, listing.id).expect(201);
  const sale = await saleFromLead(t.app, t.http, seller, buyer, { price: 200 }, 180);
  const timeline = await t.http
    .post('/api/transaction-timeline/create')
    .set('Authorization', as(seller))
    .send({ transactionId: sale.transactionId })
    .expect(201);
  const verification = await t.http
    .post('/api/verification/create')
    .set('Authorization', as(seller))
    .send({ timelineId: timeline.body.data.id as string, type: 'domain_transfer' })
    .expect(201);
  await t.http
    .post('/api/post-transaction-analytics/generate')
    .set('Authorization', as(seller))
    .send({ transactionId: sale.transactionId })
    .expect(201);
  const report = await t.http
    .get(`/api/post-transaction-analytics/report/${sale.transactionId}`)
    .set('Authorization', as(seller))
    .expect(200);
  const offer = await t.http
    .post('/api/offers')
    .set('Authorization', as(buyer))
    .send({ listingId: listing.id, amount: 250 })
    .expect(201);
  const savedSearch = await t.http
    .post('/api/watchlists/searches')
    .set('Authorization', as(seller))
    .send({ name: 'Short names', url: '/marketplace?max_price=100', frequency: 'daily' })
    .expect(201);
  const template = await t.http
    .post('/api/seller-dashboard/response-template')
    .set('Authorization', as(seller))
    .send({ name: 'Thanks', inquiryType: 'offer', subject: 'Your offer', body: 'Thank you.' })
    .expect(201);

  const apiToken = await t.http
    .post('/api/api-tokens')
    .set('Authorization', as(seller))
    .send({ name: 'Sync', scopes: ['listings:read'] })
    .expect(201);
  const endpoint = await t.http
    .post('/api/webhooks/endpoints')
    .set('Authorization', as(seller))
    .send({ url: 'http://127.0.0.1:9/hooks', events: ['listing.sold'] })
    .expect(201);
  const endpointId = endpoint.body.data.id as string;
  const [delivery] = await t.app.get(DataSource).query<{ id: string }[]>(
    `insert into webhook_deliveries
       (id, endpoint_id, event_id, listing_id, type, status, next_attempt_at, created_at)
     values (gen_random_uuid(), $1, gen_random_uuid(), $2, 'listing.sold', 'failed', now(), now())
     returning id`,
    [endpointId, listing.id],
  );

  return {
    users: { seller, buyer, other, auditor },
    sellerIds: {
      apiToken: apiToken.body.data.id as string,
      webhookEndpoint: endpointId,
      webhookDelivery: delivery.id,
      listing: listing.id,
      inquiry: inquiry.body.data.id as string,
      transaction: sale.transactionId,
      timeline: timeline.body.data.id as string,
      verification: verification.body.data.id as string,
      recommendation: report.body.data.recommendations[0].id as string,
      template: template.body.data.id as string,
      offer: offer.body.data.id as string,
      savedSearch: savedSearch.body.data.id as string,
      user: seller.userId,
    },
    document: buildOpenApiDocument(t.app),
    routes: routesOf(t.app),
  };
}

/** The bearer header of an actor, none for a visitor. */
export function authorization(world: World, actor: Actor): Record<string, string> {
  return actor === 'visitor' ? {} : { Authorization: `Bearer ${world.users[actor].accessToken}` };
}

type Schema = {
  $ref?: string;
  /** One type, or (OpenAPI 3.1) a union such as `['string', 'null']`. */
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  example?: unknown;
  minimum?: number;
  minLength?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
};

/** A schema with its `$ref` (or single `allOf`) followed into the document's components. */
export function resolveSchema(document: OpenAPIObject, schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref)
    return resolveSchema(
      document,
      document.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] as Schema,
    );
  if (schema.allOf?.length === 1) return resolveSchema(document, schema.allOf[0]);
  return schema;
}

/** A value the schema accepts: its example, else its first allowed value, else a plain one. */
export function exampleOf(document: OpenAPIObject, raw: Schema | undefined): unknown {
  const schema = resolveSchema(document, raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  const type = Array.isArray(schema.type)
    ? schema.type.find((name) => name !== 'null')
    : schema.type;
  switch (type) {
    case 'string':
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 12));
    case 'number':
    case 'integer':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [exampleOf(document, schema.items)];
    default:
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          exampleOf(document, property),
        ]),
      );
  }
}

/** An operation of the OpenAPI document, with where its inputs go. */
export interface Operation {
  method: Route['method'];
  /** As documented: `/api/domains/detail/{id}`. */
  path: string;
  parameters: Array<{
    name: string;
    in: 'path' | 'query' | 'header';
    required: boolean;
    schema: Schema;
  }>;
  body?: Schema;
}

export function operationsOf(document: OpenAPIObject): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const body = (operation.requestBody as { content?: Record<string, { schema?: Schema }> })
        ?.content?.['application/json']?.schema;
      return [
        {
          method,
          path,
          parameters: (operation.parameters ?? []) as Operation['parameters'],
          ...(body ? { body: resolveSchema(document, body) } : {}),
        },
      ];
    }),
  );
}

/**
 * The demo accounts of a running `npm start` (signed in over HTTP), one new user who owns
 * nothing, and ids of the demo seller's own listing and lead; the routes are the documented ones.
 */
export async function demoWorld(http: TestHttp): Promise<World> {
  const signIn = async (email: string) => {
    const session = await http.post('/api/auth/signin').send({ email, password: DEMO_PASSWORD });
    if (session.status !== 200) throw new Error(`${email} cannot sign in: ${session.status}`);
    const data = session.body.data as { access_token: string; user: { id: string } };
    return {
      email,
      password: DEMO_PASSWORD,
      userId: data.user.id,
      accessToken: data.access_token,
      refreshToken: '',
    };
  };
  const [seller, buyer, auditor] = [
    await signIn(DEMO_SELLER.email),
    await signIn(DEMO_BUYER.email),
    await signIn(DEMO_AUDITOR.email),
  ];
  const other = await signUpUser(http, { full_name: 'Otto Other' });
  const read = async (path: string) =>
    (await http.get(path).set('Authorization', `Bearer ${seller.accessToken}`)).body.data as Record<
      string,
      Array<{ id: string }>
    >;
  const document = (await http.get('/api/docs-json')).body as OpenAPIObject;
  const unknown = '00000000-0000-4000-8000-000000000000';
  const listing = (await read('/api/domains/my-listings')).domains?.[0]?.id ?? unknown;
  const inquiry = (await read('/api/seller-dashboard/inquiries')).inquiries?.[0]?.id ?? unknown;
  const offer = (await read('/api/offers/inbox')).offers?.[0]?.id ?? unknown;
  return {
    users: { seller, buyer, other, auditor },
    sellerIds: {
      listing,
      inquiry,
      transaction: unknown,
      timeline: unknown,
      verification: unknown,
      recommendation: unknown,
      template: unknown,
      offer,
      savedSearch: unknown,
      apiToken: unknown,
      webhookEndpoint: unknown,
      webhookDelivery: unknown,
      user: seller.userId,
    },
    document,
    routes: operationsOf(document).map((operation) => ({
      method: operation.method,
      path: operation.path.replace(/{(\w+)}/g, ':$1'),
      access: { kind: 'signed-in' },
      raw: [
        '/health',
        '/api/health',
        '/api/auth/.well-known/jwks.json',
        '/api/payments/webhook',
      ].includes(operation.path),
      throttled: true,
      documented: true,
      answerHoldsSecret: false,
    })),
  };
}
