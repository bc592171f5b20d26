import { grantRole } from '../../../src/modules/identity';
import { FixedClock } from '../../../src/platform/clock/clock';
import {
  createTestApp,
  signInAgain,
  signUpUser,
  type SignedUpUser,
  type TestApp,
} from '../../support/test-app';
import { waitForProjections } from '../../support/wait-for-projections';
import { listedDomain } from '../inquiries/inquiry-support';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const AUDIT_ROUTES: Array<['get' | 'post', string]> = [
  ['get', '/api/audit/events'],
  ['get', '/api/audit/event-types'],
  ['get', '/api/audit/streams/listing-00000000-0000-4000-8000-000000000000/events'],
  ['get', '/api/audit/sales'],
  ['get', '/api/audit/projections'],
  ['post', '/api/audit/projections/marketplace.listings/rebuild'],
];

describe('the audit API', () => {
  let t: TestApp;
  let clock: FixedClock;
  let seller: SignedUpUser;
  let auditor: SignedUpUser;
  let restored: { id: string; name: string };
  let keptSold: { id: string; name: string };

  beforeAll(async () => {
    clock = new FixedClock(new Date('2026-06-01T12:00:00.000Z'));
    t = await createTestApp({ clock, runProcessors: true });
    seller = await signUpUser(t.http);
    auditor = await signUpUser(t.http);
    await grantRole(t.db.dataSource, auditor.email, 'auditor', clock.now());
    await signInAgain(t.http, auditor);

    restored = await listedDomain(t.app, t.http, seller, { price: 400 });
    keptSold = await listedDomain(t.app, t.http, seller, { price: 250 });
    await asSeller('post', `/api/domains/mark-sold/${restored.id}`)
      .send({ salePrice: 380 })
      .expect(200);
    await asSeller('post', `/api/domains/mark-sold/${keptSold.id}`)
      .send({ salePrice: 240 })
      .expect(200);
    clock.advance(2 * DAY + 6 * HOUR);
    await signInAgain(t.http, seller);
    await signInAgain(t.http, auditor);
    await asSeller('post', `/api/domains/unmark-sold/${restored.id}`).expect(200);
    clock.advance(5 * DAY);
    await signInAgain(t.http, seller);
    await signInAgain(t.http, auditor);
    const late = await asSeller('post', `/api/domains/unmark-sold/${keptSold.id}`);
    expect([late.status, late.body.code]).toEqual([409, 'REVERSAL_WINDOW_CLOSED']);
    await waitForProjections(t.app);
  });

  afterAll(async () => {
    await t.close();
  });

  function asSeller(method: 'get' | 'post', url: string) {
    return t.http[method](url).set('Authorization', `Bearer ${seller.accessToken}`);
  }
  function asAuditor(method: 'get' | 'post', url: string) {
    return t.http[method](url).set('Authorization', `Bearer ${auditor.accessToken}`);
  }
  const auditorReads = () =>
    t.db.dataSource.query<Array<{ event_type: string; data: { resource?: string } }>>(
      `select event_type, data from es_events where stream_id = $1 order by stream_position`,
      [`audit-${auditor.userId}`],
    );

  it('answers 401 without a session and 403 to a user who is not an auditor, on every route', async () => {
    for (const [method, url] of AUDIT_ROUTES) {
      const anonymous = await t.http[method](url);
      expect([url, anonymous.status]).toEqual([url, 401]);
      const forbidden = await asSeller(method, url);
      expect([url, forbidden.status, forbidden.body.code]).toEqual([url, 403, 'FORBIDDEN']);
    }
  });

  it('lists each sale with its restore, the hours between them, and whether it fell within 7 days', async () => {
    const response = await asAuditor('get', '/api/audit/sales').expect(200);
    expect(response.body.data.windowDays).toBe(7);
    expect(response.body.data.sales).toEqual([
      expect.objectContaining({
        listingId: restored.id,
        streamId: `listing-${restored.id}`,
        domainName: restored.name,
        sellerId: seller.userId,
        salePrice: 380,
        listedPrice: 400,
        recordedAt: '2026-06-01T12:00:00.000Z',
        restore: expect.objectContaining({
          restoredAt: '2026-06-03T18:00:00.000Z',
          hoursAfterSale: 54,
          withinWindow: true,
        }),
      }),
      expect.objectContaining({ listingId: keptSold.id, domainName: keptSold.name, restore: null }),
    ]);
    const [first] = response.body.data.sales;
    const [saleEvent] = await t.db.dataSource.query(
      `select event_id from es_events where stream_id = $1 and event_type = 'listings.DomainMarkedSold'`,
      [`listing-${restored.id}`],
    );
    expect(first.transactionId).toBe(saleEvent.event_id);

    const one = await asAuditor('get', `/api/audit/sales?domain=${keptSold.name.toUpperCase()}`);
    expect(one.body.data.sales.map((sale: { listingId: string }) => sale.listingId)).toEqual([
      keptSold.id,
    ]);
    const paged = await asAuditor('get', '/api/audit/sales?limit=1').expect(200);
    expect(paged.body.data.sales).toHaveLength(1);
    const next = await asAuditor(
      'get',
      `/api/audit/sales?limit=1&cursor=${paged.body.data.nextCursor}`,
    ).expect(200);
    expect(next.body.data.sales[0].listingId).toBe(keptSold.id);
    expect(next.body.data.nextCursor).toBeNull();
  });

  it('browses the log by type, stream type, stream, position and time, a page at a time', async () => {
    const restores = await asAuditor('get', '/api/audit/events?type=listings.DomainRestored');
    expect(restores.status).toBe(200);
    expect(restores.body.data.events).toEqual([
      expect.objectContaining({
        streamId: `listing-${restored.id}`,
        streamType: 'listing',
        type: 'listings.DomainRestored',
        data: expect.objectContaining({ listingId: restored.id }),
        metadata: expect.objectContaining({ actorId: seller.userId }),
      }),
    ]);

    const all: Array<{ globalPosition: string }> = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: {
        body: { data: { events: Array<{ globalPosition: string }>; nextCursor: string | null } };
      } = await asAuditor(
        'get',
        `/api/audit/events?streamType=listing&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      ).expect(200);
      all.push(...page.body.data.events);
      cursor = page.body.data.nextCursor;
    }
    const positions = all.map((event) => BigInt(event.globalPosition));
    expect(positions).toEqual([...positions].sort((a, b) => (a < b ? -1 : 1)));
    expect(all.length).toBeGreaterThanOrEqual(2 + 2 + 1);

    const from = await asAuditor(
      'get',
      `/api/audit/events?streamId=listing-${restored.id}&fromPosition=${all[1].globalPosition}`,
    );
    expect(
      from.body.data.events.every(
        (event: { globalPosition: string }) =>
          BigInt(event.globalPosition) >= BigInt(all[1].globalPosition),
      ),
    ).toBe(true);
    // Times filter on when the log stored each event (the database's clock).
    const [{ stored }] = await t.db.dataSource.query<[{ stored: Date }]>(
      `select created_at as stored from es_events where event_type = 'listings.DomainRestored'`,
    );
    const at = encodeURIComponent(stored.toISOString());
    const since = await asAuditor('get', `/api/audit/events?streamType=listing&since=${at}`);
    expect(since.body.data.events.map((event: { type: string }) => event.type)).toEqual([
      'listings.DomainRestored',
    ]);
    const until = await asAuditor('get', `/api/audit/events?streamType=listing&until=${at}`);
    expect(until.body.data.events.map((event: { type: string }) => event.type)).not.toContain(
      'listings.DomainRestored',
    );
    expect(until.body.data.events.length).toBeGreaterThan(0);

    const bad = await asAuditor('get', '/api/audit/events?cursor=made-up&since=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
  });

  it('shows one stream in order, and 404 for a stream with no events', async () => {
    const response = await asAuditor(
      'get',
      `/api/audit/streams/listing-${restored.id}/events`,
    ).expect(200);
    expect(response.body.data).toMatchObject({
      streamId: `listing-${restored.id}`,
      streamType: 'listing',
      version: 3,
    });
    expect(response.body.data.events.map((event: { type: string }) => event.type)).toEqual([
      'listings.DomainListed',
      'listings.DomainMarkedSold',
      'listings.DomainRestored',
    ]);
    const missing = await asAuditor('get', '/api/audit/streams/listing-nothing/events');
    expect([missing.status, missing.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('shows every read model and reactor with its checkpoint, lag and status', async () => {
    // The audit reads before this one appended events of their own: let the processors pass them.
    await waitForProjections(t.app);
    const response = await asAuditor('get', '/api/audit/projections').expect(200);
    const byName = new Map(
      response.body.data.projections.map((projection: { name: string }) => [
        projection.name,
        projection,
      ]),
    );
    expect(byName.get('marketplace.listings')).toMatchObject({
      kind: 'async',
      tables: [
        'marketplace_sellers',
        'marketplace_listings',
        'marketplace_name_words',
        'marketplace_words',
        'marketplace_totals',
      ],
      eventsBehind: 0,
      rebuildable: true,
      checkpoint: { transactionId: expect.stringMatching(/^\d+$/) },
    });
    expect(byName.get('listings.domain-listings')).toMatchObject({
      kind: 'inline',
      status: 'live',
    });
    expect(byName.get('reactor.inquiries.tell-buyers')).toBeUndefined();
    const reactors = response.body.data.projections.filter(
      (projection: { kind: string }) => projection.kind === 'reactor',
    );
    expect(reactors.length).toBeGreaterThan(0);
    expect(reactors.every((reactor: { rebuildable: boolean }) => !reactor.rebuildable)).toBe(true);
  });

  it('rebuilds a read model on request and records who did it; refuses reactors and unknown names', async () => {
    const response = await asAuditor(
      'post',
      '/api/audit/projections/marketplace.listings/rebuild',
    ).expect(200);
    expect(response.body.data).toMatchObject({ projection: 'marketplace.listings', kind: 'async' });
    expect(response.body.data.eventsReplayed).toBeGreaterThan(0);
    const listings = await t.db.dataSource.query(
      `select id, status from marketplace_listings order by id`,
    );
    expect(listings).toHaveLength(2);

    const projections = await asAuditor('get', '/api/audit/projections');
    const reactor = projections.body.data.projections.find(
      (projection: { kind: string }) => projection.kind === 'reactor',
    );
    const refused = await asAuditor('post', `/api/audit/projections/${reactor.name}/rebuild`);
    expect([refused.status, refused.body.code]).toEqual([422, 'NOT_REBUILDABLE']);
    const unknown = await asAuditor('post', '/api/audit/projections/no.such/rebuild');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);

    const trail = await auditorReads();
    expect(trail.filter((event) => event.event_type === 'audit.ProjectionRebuilt')).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ projection: 'marketplace.listings' }),
      }),
    ]);
  });

  it('records every audit read in the auditor’s own stream, with its filters', async () => {
    const before = (await auditorReads()).length;
    await asAuditor('get', '/api/audit/events?type=listings.DomainListed&limit=5').expect(200);
    await asAuditor('get', `/api/audit/streams/listing-${keptSold.id}/events`).expect(200);
    await asAuditor('get', '/api/audit/sales').expect(200);
    await asAuditor('get', '/api/audit/projections').expect(200);
    await asAuditor('get', '/api/audit/event-types').expect(200);
    const trail = (await auditorReads()).slice(before);
    expect(trail).toEqual([
      {
        event_type: 'audit.AuditRead',
        data: expect.objectContaining({
          resource: 'events',
          parameters: { type: 'listings.DomainListed', limit: 5 },
        }),
      },
      {
        event_type: 'audit.AuditRead',
        data: expect.objectContaining({
          resource: 'stream',
          parameters: { streamId: `listing-${keptSold.id}` },
        }),
      },
      { event_type: 'audit.AuditRead', data: expect.objectContaining({ resource: 'sales' }) },
      { event_type: 'audit.AuditRead', data: expect.objectContaining({ resource: 'projections' }) },
      { event_type: 'audit.AuditRead', data: expect.objectContaining({ resource: 'event-types' }) },
    ]);
  });
});
