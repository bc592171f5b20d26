import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../src/platform/event-store/event';
import { EventStore } from '../../../src/platform/event-store/event-store';
import { EventStoreModule } from '../../../src/platform/event-store/event-store.module';
import { type Projection } from '../../../src/platform/projections/projection';
import { ProjectionRegistry } from '../../../src/platform/projections/projection-registry';
import { ProjectionWorker } from '../../../src/platform/projections/projection-worker';
import { ProjectionsModule } from '../../../src/platform/projections/projections.module';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import { waitFor } from '../../support/wait-for';

const counting = (name: string): Projection => ({
  name,
  eventTypes: ['test.Counted'],
  tables: ['counted'],
  async apply(events: RecordedEvent[], manager: EntityManager) {
    for (const event of events)
      await manager.query(`insert into counted (event_id, projection) values ($1, $2)`, [
        event.eventId,
        name,
      ]);
  },
});

/** What a business module does: register its projections when it starts. */
@Injectable()
class SampleProjections implements OnModuleInit {
  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.register(counting('sample-inline'), 'inline');
    this.registry.register(counting('sample-async'), 'async');
  }
}

@Module({ providers: [SampleProjections] })
class SampleModule {}

@Module({})
class DatabaseStub {
  static with(db: TestDatabase) {
    return {
      module: DatabaseStub,
      global: true,
      providers: [{ provide: getDataSourceToken(), useValue: db.dataSource }],
      exports: [getDataSourceToken()],
    };
  }
}

describe('ProjectionsModule', () => {
  let db: TestDatabase;

  beforeEach(async () => {
    db = await createTestDatabase();
    await db.dataSource.query(
      `create table counted (event_id uuid not null, projection text not null, primary key (event_id, projection))`,
    );
  });

  afterEach(async () => {
    await db.drop();
  });

  const boot = async (runProcessors: boolean) => {
    const moduleRef = await Test.createTestingModule({
      imports: [
        DatabaseStub.with(db),
        EventStoreModule,
        ProjectionsModule.forRoot({ runProcessors, processor: { pollIntervalMs: 20 } }),
        SampleModule,
      ],
    }).compile();
    return moduleRef.createNestApplication({ logger: false }).init();
  };

  const counted = async (projection: string) =>
    (
      await db.dataSource.query<[{ n: number }]>(
        `select count(*)::int as n from counted where projection = $1`,
        [projection],
      )
    )[0].n;

  it('runs inline projections in the append and async ones in processors, and stops them on close', async () => {
    const app = await boot(true);
    const store = app.get(EventStore);
    await store.append('thing-1', 'no_stream', [{ type: 'test.Counted', data: {} }]);
    expect(await counted('sample-inline')).toBe(1);
    await waitFor(async () => (await counted('sample-async')) === 1, 'the async projection ran');

    const [status] = await app.get(ProjectionWorker).lag();
    expect(status).toMatchObject({ projection: 'sample-async', eventsBehind: 0, ownedHere: true });

    await app.close();
    const [{ held }] = await db.dataSource.query<[{ held: number }]>(
      `select count(*)::int as held from pg_locks
        where locktype = 'advisory'
          and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(held).toBe(0);
  });

  it('runs no processor unless asked (the api process), yet reports the lag', async () => {
    const app = await boot(false);
    const store = app.get(EventStore);
    await store.append('thing-1', 'no_stream', [{ type: 'test.Counted', data: {} }]);
    expect(await counted('sample-inline')).toBe(1);
    const worker = app.get(ProjectionWorker);
    expect(worker.running).toBe(false);
    const [status] = await worker.lag();
    expect(status).toMatchObject({ projection: 'sample-async', eventsBehind: 1, ownedHere: false });
    expect(await counted('sample-async')).toBe(0);
    await app.close();
  });
});
