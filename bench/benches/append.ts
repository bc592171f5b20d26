import { randomUUID } from 'node:crypto';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../backend/src/platform/database/data-source-options';
import { EventStore } from '../../backend/src/platform/event-store/event-store';
import { type Bench } from '../support/bench';
import { type Figure } from '../support/figures';
import { closedLoop, type LoadResult } from '../support/load';
import { ratio } from '../support/stats';

const CONCURRENCY = [1, 8, 32] as const;
/** Streams per writer: a writer's commands go round them, each stating the stream's version. */
const STREAMS_PER_WRITER = 16;

type ContestantName = 'plain INSERT' | 'our event store' | 'emmett-postgresql';

interface Contestant {
  name: ContestantName;
  /** Creates the writers' streams (one event each) before the clock starts. */
  prepare(writers: number): Promise<void>;
  append(writer: number): Promise<void>;
  close(): Promise<void>;
}

/** The one event of a command: a view of a listing, with the metadata a command gives it. */
function viewEvent(listingId: string, views: number) {
  return {
    type: 'listings.ListingViewed',
    data: { listingId, sellerId: listingId, viewedAt: new Date().toISOString(), views },
    metadata: { actorId: listingId, commandId: randomUUID() },
  };
}

/** Each writer's streams and their versions, so that every append states the exact version. */
class Streams {
  private readonly ids: string[][];
  private readonly versions = new Map<string, number>();
  private readonly turns: number[];

  constructor(writers: number) {
    this.ids = Array.from({ length: writers }, () =>
      Array.from({ length: STREAMS_PER_WRITER }, () => randomUUID()),
    );
    this.turns = this.ids.map(() => 0);
  }

  /** The writer's next stream and the version it is at; the caller appends one event to it. */
  next(writer: number): { listingId: string; version: number } {
    const streams = this.ids[writer];
    const listingId = streams[this.turns[writer]++ % streams.length];
    const version = this.versions.get(listingId) ?? 0;
    this.versions.set(listingId, version + 1);
    return { listingId, version };
  }
}

/** Each writer appends to each of its streams once, so the measured appends all find a stream. */
async function createStreams(writers: number, append: (writer: number) => Promise<void>) {
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let index = 0; index < STREAMS_PER_WRITER; index += 1) await append(writer);
    }),
  );
}

/** The floor: the same row inserted on its own, one autocommitted statement, no store logic. */
function plainInsert(url: string, writers: number): Contestant {
  const pool = new Pool({ connectionString: url, max: writers, application_name: 'bench-plain' });
  return {
    name: 'plain INSERT',
    prepare: async () => {
      await pool.query(
        `create table if not exists bench_plain_events (like es_events including all)`,
      );
    },
    append: async () => {
      const listingId = randomUUID();
      const event = viewEvent(listingId, 1);
      await pool.query(
        `insert into bench_plain_events
           (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
         values ($1, 1, $2, $3, 1, $4, $5)`,
        [`listing-${listingId}`, randomUUID(), event.type, event.data, event.metadata],
      );
    },
    close: () => pool.end(),
  };
}

function ourStore(url: string, writers: number): Contestant {
  const dataSource = new DataSource(
    dataSourceOptions(url, { applicationName: 'bench-store', poolSize: writers }),
  );
  const store = new EventStore(dataSource);
  let streams = new Streams(writers);
  const append = async (writer: number) => {
    const { listingId, version } = streams.next(writer);
    const event = viewEvent(listingId, version + 1);
    await store.append(`listing-${listingId}`, version, [{ ...event, id: randomUUID() }]);
  };
  return {
    name: 'our event store',
    prepare: async () => {
      await dataSource.initialize();
      streams = new Streams(writers);
      await createStreams(writers, append);
    },
    append,
    close: () => dataSource.destroy(),
  };
}

function emmett(url: string, writers: number): Contestant {
  const pool = new Pool({ connectionString: url, max: writers, application_name: 'bench-emmett' });
  const store = getPostgreSQLEventStore(url, {
    connectionOptions: { pooled: true, pool },
    schema: { autoMigration: 'CreateOrUpdate' },
  });
  let streams = new Streams(writers);
  const append = async (writer: number) => {
    const { listingId, version } = streams.next(writer);
    const event = viewEvent(listingId, version + 1);
    await store.appendToStream(`listing-${listingId}`, [event], {
      expectedStreamVersion: BigInt(version),
    });
  };
  return {
    name: 'emmett-postgresql',
    prepare: async () => {
      await store.schema.migrate();
      streams = new Streams(writers);
      await createStreams(writers, append);
    },
    append,
    close: async () => {
      await store.close();
      await pool.end();
    },
  };
}

const CONTESTANTS = [plainInsert, ourStore, emmett];

/**
 * Appends of one event per command from 1, 8 and 32 concurrent writers: our event store against
 * plain single-row INSERTs of the same row (the floor) and against emmett-postgresql (the public
 * anchor), in turn at each concurrency, on the same server, in one run.
 */
export const appendBench: Bench = {
  name: 'append',
  summary: 'one-event appends at 1, 8, 32 writers: our store vs plain INSERT vs emmett-postgresql',
  async run(context) {
    const { url } = await context.database();
    const { seconds } = context.settings;
    const measured: Record<number, Record<ContestantName, LoadResult>> = {};
    for (const writers of CONCURRENCY) {
      measured[writers] = {} as Record<ContestantName, LoadResult>;
      for (const make of CONTESTANTS) {
        const contestant = make(url, writers);
        try {
          await contestant.prepare(writers);
          const result = await closedLoop(writers, seconds, (writer) => contestant.append(writer));
          measured[writers][contestant.name] = result;
          context.progress(
            `${String(writers).padStart(2)} writers, ${contestant.name.padEnd(17)} ` +
              `${Math.round(result.perSecond).toLocaleString('en-US').padStart(7)} appends/s, ` +
              `p95 ${result.p95Ms.toFixed(1)} ms`,
          );
        } finally {
          await contestant.close();
        }
      }
    }

    const figures: Figure[] = [];
    for (const writers of CONCURRENCY) {
      const row = measured[writers];
      const ours = row['our event store'].perSecond;
      const plain = row['plain INSERT'].perSecond;
      const anchor = row['emmett-postgresql'].perSecond;
      const final = writers === 32;
      figures.push(
        { bench: 'append', label: `${writers} writers: plain INSERT`, value: plain, unit: '/s' },
        {
          bench: 'append',
          label: `${writers} writers: emmett-postgresql`,
          value: anchor,
          unit: '/s',
        },
        { bench: 'append', label: `${writers} writers: our store`, value: ours, unit: '/s' },
        {
          bench: 'append',
          label: `${writers} writers: ours / plain INSERT`,
          value: ratio(ours, plain) * 100,
          unit: '%',
          ...(final && { target: '>= 70%', pass: ratio(ours, plain) >= 0.7 }),
        },
        {
          bench: 'append',
          label: `${writers} writers: ours / emmett`,
          value: ratio(ours, anchor),
          unit: 'x',
          digits: 2,
          ...(final && { target: '>= 2x', pass: ratio(ours, anchor) >= 2 }),
        },
      );
    }
    return { figures, details: { concurrency: CONCURRENCY, measured } };
  },
};
