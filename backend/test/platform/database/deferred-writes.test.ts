import { type PoolClient } from 'pg';
import { DataSource, type QueryRunner } from 'typeorm';
import { dataSourceOptions } from '../../../src/platform/database/data-source-options';
import { deferWrites, readWithCommit } from '../../../src/platform/database/deferred-writes';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

/** A transaction on a runner whose writes are held back, and the simple queries it sent. */
interface Held {
  runner: QueryRunner;
  /** The texts the connection sent to the server since the transaction began. */
  sent: string[];
  /** The most queries the connection was asked at once (pg queues, and warns of, a second). */
  mostAtOnce: number;
}

const VALUES = {
  text: `it's a "quoted" \\ back\\slash, ünïcode and a $1 inside`,
  texts: ['plain', `it's`, 'with "quotes"', 'back\\slash', null, '', 'comma, brace {}'],
  numbers: [1, 2.5, -3],
  flag: true,
  at: new Date('2026-11-30T23:30:00.123Z'),
  day: new Date('2026-11-30T23:30:00.123Z'),
  document: { name: `O'Brien`, tags: ['a', 'b'], nested: { price: 12.5, none: null } },
  missing: null,
  big: 9007199254740993n,
};

const UPDATE = `update held set flag = false where text = $1`;
const SELECT = `select flag from held where text = $1`;

describe.each([
  ['a connection that prepares its statements (held ones run by EXECUTE)', 'preparing'],
  ['a plain node-postgres connection (held ones written out)', 'plain'],
] as const)('deferWrites on %s', (_title, kind) => {
  let db: TestDatabase;
  /** The data source the transactions run on: the app's own, or one with pg's plain client. */
  let source: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.dataSource.query(
      `create table held (id serial primary key, text text, texts text[], numbers numeric[],
         flag boolean, at timestamptz, day date, document jsonb, missing uuid, big bigint,
         unique (text))`,
    );
    source = db.dataSource;
    if (kind === 'plain') {
      const options = dataSourceOptions(db.url);
      source = new DataSource({ ...options, extra: {} } as typeof options);
      await source.initialize();
    }
  });

  afterAll(async () => {
    if (source !== db.dataSource) await source.destroy();
    await db.drop();
  });

  beforeEach(async () => {
    await db.dataSource.query(`truncate held`);
  });

  /**
   * A transaction whose connection has run each statement of these tests once (a prepared
   * statement is held only once the connection has it), and the queries sent since.
   */
  async function begin(): Promise<Held> {
    const runner = source.createQueryRunner();
    const client = (await runner.connect()) as PoolClient;
    const sent: string[] = [];
    const send = client.query.bind(client) as (text: unknown, ...rest: unknown[]) => unknown;
    let atOnce = 0;
    const held = { sent, mostAtOnce: 0 };
    (client as { query: unknown }).query = (text: unknown, ...rest: unknown[]) => {
      sent.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
      atOnce += 1;
      held.mostAtOnce = Math.max(held.mostAtOnce, atOnce);
      const answer = send(text, ...rest) as Promise<unknown>;
      return answer.finally(() => (atOnce -= 1));
    };
    deferWrites(runner);
    await runner.query('begin');
    await runner.query('savepoint warm');
    await insert(runner, { ...VALUES, text: 'warm' });
    await runner.query(UPDATE, ['warm']);
    await runner.query(SELECT, ['warm']);
    await runner.query('rollback to savepoint warm');
    sent.length = 0;
    return Object.assign(held, { runner });
  }

  /** The rows committed to the table, seen from another connection. */
  const storedRows = async () =>
    (
      await db.dataSource.query<Array<{ count: number }>>(`select count(*)::int as count from held`)
    )[0].count;

  async function finish({ runner }: Held): Promise<void> {
    await runner.release();
  }

  const insert = (
    runner: { query(sql: string, parameters: unknown[]): Promise<unknown> },
    values: typeof VALUES,
  ) =>
    runner.query(
      `insert into held (text, texts, numbers, flag, at, day, document, missing, big)
       values ($1, $2::text[], $3::numeric[], $4, $5, $6, $7::jsonb, $8::uuid, $9)`,
      [
        values.text,
        values.texts,
        values.numbers,
        values.flag,
        values.at,
        values.day,
        values.document,
        values.missing,
        values.big,
      ],
    );

  it('sends the writes with the next read, in one round trip, and the read sees them', async () => {
    const held = await begin();
    await insert(held.runner, VALUES);
    await held.runner.query(UPDATE, [VALUES.text]);
    expect(held.sent).toEqual([]);
    const rows = (await held.runner.query(SELECT, [VALUES.text])) as Array<{ flag: boolean }>;
    expect(rows).toEqual([{ flag: false }]);
    expect(held.sent).toHaveLength(1);
    if (kind === 'preparing') expect(held.sent[0]).toMatch(/^execute dlm_\w+\(/);
    await held.runner.query('commit');
    await finish(held);
  });

  it('sends reads asked together in one round trip, each with its own answer', async () => {
    const held = await begin();
    await insert(held.runner, VALUES);
    const [flags, count] = await Promise.all([
      held.runner.query(SELECT, [VALUES.text]),
      held.runner.query(`select count(*)::int as count from held`),
    ]);
    expect(flags).toEqual([{ flag: true }]);
    expect(count).toEqual([{ count: 1 }]);
    expect(held.sent).toHaveLength(1);
    await held.runner.query('rollback');
    await finish(held);
  });

  it('stores every kind of value as a parameter would', async () => {
    const held = await begin();
    await insert(held.runner, VALUES);
    await held.runner.query('commit');
    await finish(held);
    await db.dataSource.query(`alter table held drop constraint held_text_key`);
    try {
      await insert(db.dataSource, VALUES);
      const rows = await db.dataSource.query<Array<Record<string, unknown>>>(
        `select text, texts, numbers, flag, at, day::text, document, missing, big from held
          order by id`,
      );
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual(rows[1]);
      expect(rows[0]).toMatchObject({ text: VALUES.text, texts: VALUES.texts, flag: true });
      expect(rows[0].document).toEqual(VALUES.document);
      expect(rows[0].big).toBe(String(VALUES.big));
    } finally {
      await db.dataSource.query(`delete from held`);
      await db.dataSource.query(`alter table held add constraint held_text_key unique (text)`);
    }
  });

  it("raises a held write's error at the next statement sent, where a savepoint catches it", async () => {
    const held = await begin();
    await insert(held.runner, VALUES);
    await held.runner.query('savepoint again');
    await insert(held.runner, VALUES);
    await expect(held.runner.query('release savepoint again')).rejects.toMatchObject({
      driverError: expect.objectContaining({ code: '23505' }),
    });
    await held.runner.query('rollback to savepoint again');
    await held.runner.query('commit');
    await finish(held);
    expect(await storedRows()).toBe(1);
  });

  it('fails the commit when a held write fails, and leaves nothing behind after the rollback', async () => {
    const held = await begin();
    await insert(held.runner, VALUES);
    await insert(held.runner, VALUES);
    await expect(held.runner.query('commit')).rejects.toMatchObject({
      driverError: expect.objectContaining({ code: '23505' }),
    });
    await held.runner.query('rollback');
    await finish(held);
    expect(await storedRows()).toBe(0);
  });

  it('fails every statement after a held write that failed with no read to carry its error, the commit too', async () => {
    const held = await begin();
    await insert(held.runner, VALUES);
    await insert(held.runner, VALUES);
    const duplicate = { driverError: expect.objectContaining({ code: '23505' }) };
    // A text with a semicolon is sent on its own, after the held writes and without them.
    await expect(held.runner.query(`select 'sent; alone' as text`)).rejects.toMatchObject(
      duplicate,
    );
    // The server would end the aborted transaction as a rollback and answer the commit without
    // an error: the caller must not take that for a commit.
    await expect(held.runner.query('commit')).rejects.toMatchObject(duplicate);
    await held.runner.query('rollback');
    await finish(held);
    expect(await storedRows()).toBe(0);
  });

  it('never asks the connection a second query while one is under way', async () => {
    const held = await begin();
    await insert(held.runner, VALUES);
    const answers = await Promise.all([
      held.runner.query(SELECT, [VALUES.text]),
      held.runner.query(`select 'one; alone' as text`),
      held.runner.query(`select 'two; alone' as text`),
      held.runner.query(`select count(*)::int as count from held`),
    ]);
    expect(answers).toEqual([
      [{ flag: true }],
      [{ text: 'one; alone' }],
      [{ text: 'two; alone' }],
      [{ count: 1 }],
    ]);
    expect(held.mostAtOnce).toBe(1);
    await held.runner.query('rollback');
    await finish(held);
  });

  it("sends a read asked with the commit in the commit's round trip, and it sees the writes", async () => {
    const held = await begin();
    await insert(held.runner, VALUES);
    const answer = readWithCommit(held.runner.manager, (manager) =>
      manager.query(SELECT, [VALUES.text]),
    );
    await Promise.resolve();
    expect(held.sent).toEqual([]);
    await held.runner.query('commit');
    expect(await answer).toEqual([{ flag: true }]);
    expect(held.sent).toHaveLength(1);
    expect(held.sent[0]).toMatch(/;\s*commit$/i);
    await finish(held);
    expect(await storedRows()).toBe(1);
  });

  it('drops the held writes on a rollback', async () => {
    const held = await begin();
    await insert(held.runner, VALUES);
    await held.runner.query('rollback');
    expect(held.sent).toEqual(['rollback']);
    await finish(held);
    expect(await storedRows()).toBe(0);
  });

  it('sends a statement on its own the first time the connection prepares it, and holds it after', async () => {
    const held = await begin();
    const statement = `insert into held (text) values ($1) /* ${kind} ${Date.now()} */`;
    await held.runner.query(statement, ['first']);
    expect(held.sent).toHaveLength(kind === 'preparing' ? 1 : 0);
    await held.runner.query(statement, ['second']);
    expect(held.sent).toHaveLength(kind === 'preparing' ? 1 : 0);
    await held.runner.query('commit');
    await finish(held);
    expect(await db.dataSource.query(`select text from held order by id`)).toEqual([
      { text: 'first' },
      { text: 'second' },
    ]);
  });

  it('sends at once what needs its answer: a write returning rows', async () => {
    const held = await begin();
    const [row] = (await held.runner.query(`insert into held (text) values ($1) returning text`, [
      'returned',
    ])) as Array<{ text: string }>;
    expect(row).toEqual({ text: 'returned' });
    expect(held.sent).toHaveLength(1);
    await held.runner.query('commit');
    await finish(held);
  });
});
