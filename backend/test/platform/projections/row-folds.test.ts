import { randomUUID } from 'node:crypto';
import { type DataSource } from 'typeorm';
import { generateLog } from '../../../../bench/support/generator';
import { AuditVerifier, verificationReport } from '../../../src/modules/audit';
import { WEBHOOK_EVENT_SOURCES } from '../../../src/modules/integrations';
import { type NewEvent } from '../../../src/platform/event-store/event';
import { EventStore } from '../../../src/platform/event-store/event-store';
import { type Projection } from '../../../src/platform/projections/projection';
import {
  ProjectionRegistry,
  type RegisteredProjection,
} from '../../../src/platform/projections/projection-registry';
import { rebuildProjection } from '../../../src/platform/projections/rebuild';
import { createTestApp, type TestApp } from '../../support/test-app';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const at = (days: number) => new Date(NOW.getTime() + days * 24 * 60 * 60 * 1000).toISOString();

/** Every row of each table, in primary-key order. */
async function tableRows(
  dataSource: DataSource,
  projection: Projection,
): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of projection.tables) {
    const [{ key }] = await dataSource.query<[{ key: string }]>(
      `select string_agg(quote_ident(a.attname), ', ' order by array_position(i.indkey::int2[], a.attnum)) as key
         from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = to_regclass($1) and i.indisprimary`,
      [table],
    );
    rows[table] = await dataSource.query(`select * from ${table} order by ${key}`);
  }
  return rows;
}

/** Each table's indexes and constraints, as the server would create them again. */
async function indexesAndKeys(dataSource: DataSource, projection: Projection): Promise<string[]> {
  const rows = await dataSource.query<Array<{ definition: string }>>(
    `select pg_get_indexdef(indexrelid) as definition from pg_index
      where indrelid = any(array(select to_regclass(t) from unnest($1::text[]) as t))
     union all
     select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
       from pg_constraint
      where conrelid = any(array(select to_regclass(t) from unnest($1::text[]) as t))
     order by 1`,
    [projection.tables],
  );
  return rows.map(({ definition }) => definition);
}

/** The same read model without its row fold: a rebuild then applies its events with `apply`. */
function withoutFold(projection: Projection): Projection {
  return {
    name: projection.name,
    eventTypes: projection.eventTypes,
    tables: projection.tables,
    apply: (events, manager) => projection.apply(events, manager),
  };
}

/**
 * The rebuild's two ways to apply events hold to the same rows: a marketplace's log from the
 * bench's generator, with what it lacks appended (restores, ownership checks of every kind,
 * suspensions, expiries, a plan ending, a profile change, credits warned and expired), is
 * replayed by each read model that declares a row fold both with its fold (COPY) and with
 * `apply` (the live path's statements), and every row of every table compared.
 */
describe('row folds', () => {
  let t: TestApp;
  let folded: RegisteredProjection[];

  beforeAll(async () => {
    t = await createTestApp();
    const store = t.app.get(EventStore);
    const dataSource = t.db.dataSource;
    await generateLog(store, { events: 6_000, now: NOW, seed: 27 });
    const ids = (sql: string) => dataSource.query<Array<{ id: string; seller: string }>>(sql);
    const sold = await dataSource.query<Array<{ id: string; seller: string; recorded: string }>>(
      `select data->>'listingId' as id, data->>'sellerId' as seller, data->>'recordedAt' as recorded
         from es_events where event_type = 'listings.DomainMarkedSold'
        order by global_position limit 3`,
    );
    const listed = await ids(
      `select l.data->>'listingId' as id, l.data->>'sellerId' as seller from es_events l
        where l.event_type = 'listings.DomainListed'
          and not exists (select 1 from es_events e where e.stream_id = l.stream_id
                           and e.event_type in ('listings.ListingDeleted', 'listings.DomainMarkedSold'))
        order by l.global_position limit 6`,
    );
    const pro = await ids(
      `select data->>'userId' as id, '' as seller from es_events
        where event_type = 'identity.PlanChanged' order by global_position limit 1`,
    );
    const lots = await ids(
      `select data->>'lotId' as id, stream_id as seller from es_events
        where event_type = 'credits.CreditsGranted' order by global_position limit 2`,
    );
    expect([sold.length, listed.length, pro.length, lots.length]).toEqual([3, 6, 1, 2]);

    const append = (streamId: string, ...events: NewEvent[]) =>
      store.append(
        streamId,
        'any',
        events.map((event) => ({ ...event, id: randomUUID() })),
      );
    const check = (
      listing: { id: string; seller: string },
      registration: Record<string, unknown>,
      days: number,
    ): NewEvent => ({
      type: 'listings.OwnershipChecked',
      data: {
        listingId: listing.id,
        sellerId: listing.seller,
        checkedAt: at(days),
        trigger: 'sweep',
        ownership: 'found',
        forSale: 'agrees',
        registration,
        nextCheckAt: at(days + 1),
      },
    });
    // Two sellers' webhook endpoints: their events after it are the ones they may receive, and
    // only those get a row; the other sellers' events get none.
    for (const owner of [sold[0].seller, listed[1].seller]) {
      const endpointId = randomUUID();
      await append(`webhookendpoint-${endpointId}`, {
        type: 'integrations.WebhookEndpointRegistered',
        data: {
          endpointId,
          ownerId: owner,
          url: 'https://hooks.example.com/dlm',
          events: ['listing.sold'],
          registeredAt: at(1),
        },
      });
    }
    // Within the reversal window, as audit:verify wants it.
    for (const listing of sold.slice(0, 2))
      await append(`listing-${listing.id}`, {
        type: 'listings.DomainRestored',
        data: {
          listingId: listing.id,
          sellerId: listing.seller,
          restoredAt: new Date(Date.parse(listing.recorded) + 60 * 60 * 1000).toISOString(),
        },
      });
    const [verified, suspended, expired, unreachable, unregistered, deleted] = listed;
    await append(
      `listing-${verified.id}`,
      check(
        verified,
        {
          source: 'rdap',
          registrar: 'Namecheap',
          expiresAt: at(300),
          statuses: ['client transfer prohibited'],
        },
        1,
      ),
      {
        type: 'listings.OwnershipVerified',
        data: { listingId: verified.id, sellerId: verified.seller, verifiedAt: at(1) },
      },
    );
    await append(
      `listing-${suspended.id}`,
      check(
        suspended,
        { source: 'rdap', registrar: null, expiresAt: null, statuses: ['pending delete'] },
        1,
      ),
      {
        type: 'listings.ListingSuspended',
        data: {
          listingId: suspended.id,
          sellerId: suspended.seller,
          reason: 'pending_delete',
          suspendedAt: at(1),
        },
      },
      check(suspended, { source: 'unreachable' }, 2),
      {
        type: 'listings.ListingReinstated',
        data: { listingId: suspended.id, sellerId: suspended.seller, reinstatedAt: at(2) },
      },
    );
    await append(`listing-${expired.id}`, {
      type: 'listings.ListingExpired',
      data: {
        listingId: expired.id,
        sellerId: expired.seller,
        periodEndedAt: at(1),
        expiredAt: at(1),
      },
    });
    await append(`listing-${unreachable.id}`, check(unreachable, { source: 'unreachable' }, 1));
    await append(
      `listing-${unregistered.id}`,
      check(unregistered, { source: 'not_registered' }, 1),
    );
    await append(`listing-${deleted.id}`, check(deleted, { source: 'unknown' }, 1), {
      type: 'listings.ListingDeleted',
      data: { listingId: deleted.id, sellerId: deleted.seller, deletedAt: at(2) },
    });
    await append(
      `user-${pro[0].id}`,
      {
        type: 'identity.PlanChanged',
        data: { userId: pro[0].id, tier: 'free', periodEnd: null, changedAt: at(1) },
      },
      {
        type: 'identity.ProfileUpdated',
        data: {
          userId: pro[0].id,
          changed: ['marketingConsent'],
          marketingConsent: false,
          updatedAt: at(1),
        },
      },
    );
    await append(lots[0].seller, {
      type: 'credits.CreditExpiryWarned',
      data: { lotId: lots[0].id, remaining: 3, expiresAt: at(20), warnedAt: at(1) },
    });
    await append(lots[1].seller, {
      type: 'credits.CreditsExpired',
      data: { lotId: lots[1].id, amount: 2, expiredAt: at(2) },
    });

    // The read models that take an event of this log; the others' rebuilds are tested with their
    // modules' logs (deals, billing, inquiries).
    const logged = new Set(
      (
        await t.db.dataSource.query<Array<{ type: string }>>(
          `select distinct event_type as type from es_events`,
        )
      ).map(({ type }) => type),
    );
    folded = t.app
      .get(ProjectionRegistry)
      .all()
      .filter(({ projection }) => projection.rowFold)
      .filter(({ projection }) => projection.eventTypes.some((type) => logged.has(type)));
  }, 180_000);

  afterAll(async () => {
    await t.close();
  });

  it('covers the read models that cost a rebuild most', () => {
    expect(folded.map(({ projection }) => projection.name).sort()).toEqual([
      'credits.credit-lots',
      'dashboard.seller-activity',
      'deals.sales',
      'identity.profiles',
      'inquiries.leads',
      'listings.domain-listings',
      'marketplace.listings',
      'watchlists.listings',
      'webhook-events',
    ]);
  });

  it('has every read model that takes an event of the log fold its rows, not apply them', async () => {
    const types = new Set(
      (
        await t.db.dataSource.query<Array<{ type: string }>>(
          `select distinct event_type as type from es_events`,
        )
      ).map(({ type }) => type),
    );
    const applying = t.app
      .get(ProjectionRegistry)
      .all()
      .filter(({ projection }) => projection.eventTypes.some((type) => types.has(type)))
      .filter(({ projection }) => !projection.rowFold)
      .map(({ projection }) => projection.name);
    expect(applying).toEqual([]);
  });

  it('folds every read model to the rows its apply leaves, table by table, row by row, with its indexes and keys', async () => {
    const dataSource = t.db.dataSource;
    const upcasters = t.app.get(EventStore).upcasters;
    for (const { projection, mode } of folded) {
      await rebuildProjection(dataSource, withoutFold(projection), { mode, upcasters });
      const applied = await tableRows(dataSource, projection);
      for (const [table, rows] of Object.entries(applied))
        expect({ table, empty: rows.length === 0 }).toEqual({ table, empty: false });
      // The fold's rebuild drops the tables' indexes and keys for its COPY, and builds each
      // table's again once its rows are written.
      const schema = await indexesAndKeys(dataSource, projection);
      expect(schema.length).toBeGreaterThanOrEqual(projection.tables.length);
      // Small reads, so that rows a fold calls final are written after each of many, while the
      // next are folded; the rebuild reports every row it wrote (as `projections:rebuild` prints).
      const rebuilt = await rebuildProjection(dataSource, projection, {
        mode,
        upcasters,
        batchSize: 500,
      });
      expect({
        projection: projection.name,
        rows: await tableRows(dataSource, projection),
        rowsWritten: rebuilt.rowsWritten,
        schema: await indexesAndKeys(dataSource, projection),
      }).toEqual({
        projection: projection.name,
        rows: applied,
        rowsWritten: Object.values(applied).reduce((sum, rows) => sum + rows.length, 0),
        schema,
      });
    }
  });

  it('keeps for webhooks only the events of sellers who registered an endpoint before them', async () => {
    const sources = [Object.values(WEBHOOK_EVENT_SOURCES)];
    const eventIds = async (sql: string, params: unknown[] = []) =>
      (await t.db.dataSource.query<Array<{ id: string }>>(sql, params)).map(({ id }) => id).sort();
    const sendable = await eventIds(
      `select e.event_id as id from es_events e where e.event_type = any($1)`,
      sources,
    );
    const after = await eventIds(
      `select e.event_id as id from es_events e
        where e.event_type = any($1)
          and exists (select 1 from es_events r
                       where r.event_type = 'integrations.WebhookEndpointRegistered'
                         and r.data->>'ownerId' = e.data->>'sellerId'
                         and r.global_position < e.global_position)`,
      sources,
    );
    const kept = await eventIds(`select event_id as id from webhook_events`);
    expect(after.length).toBeGreaterThanOrEqual(3);
    expect(sendable.length).toBeGreaterThan(1_000);
    expect(kept).toEqual(after);
  });

  it('has audit:verify find a row taken from any table of any of them', async () => {
    const verifier = t.app.get(AuditVerifier);
    const before = await verifier.verify();
    expect(verificationReport(before).at(-1)).toBe('audit:verify passed');
    const planted: Array<{ projection: string; table: string }> = [];
    const runner = t.db.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      // The plant goes around foreign keys (a lot that spends refer to), as a damaged copy could.
      await runner.query(`set local session_replication_role = replica`);
      for (const { projection } of folded)
        for (const table of projection.tables) {
          await runner.query(
            `delete from ${table} where ctid = (select ctid from ${table} order by random() limit 1)`,
          );
          planted.push({ projection: projection.name, table });
        }
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }

    const verification = await verifier.verify();
    expect(verification.ok).toBe(false);
    const found = verification.projections.flatMap((check) =>
      check.differences
        .filter((difference) => difference.live === null && difference.replayed !== null)
        .map((difference) => ({ projection: check.projection, table: difference.table })),
    );
    const byName = (a: { projection: string; table: string }, b: typeof a) =>
      `${a.projection}/${a.table}`.localeCompare(`${b.projection}/${b.table}`);
    expect(found.sort(byName)).toEqual(planted.sort(byName));
  });
});
