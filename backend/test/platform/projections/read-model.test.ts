import { randomUUID } from 'node:crypto';
import { type RecordedEvent } from '../../../src/platform/event-store/event';
import {
  defineCounts,
  defineReadModel,
  defineTable,
} from '../../../src/platform/projections/read-model';
import { type TableRows } from '../../../src/platform/projections/row-fold';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

type CounterRow = { id: string; label: string; count: number; tags: string[]; seen_at: string };
type NoteRow = { note_id: string; counter_id: string; text: string; label: string };
type MarkRow = { mark_id: string; counter_id: string; cleared: boolean };
type TallyRow = { label: string; counters: number; notes: number };

let position = 0n;
function event(type: string, data: Record<string, unknown>): RecordedEvent {
  position += 1n;
  return {
    globalPosition: position,
    transactionId: String(position),
    streamId: `counter-${String(data.id)}`,
    streamPosition: position,
    eventId: randomUUID(),
    type,
    schemaVersion: 1,
    data,
    metadata: {},
    createdAt: new Date('2026-06-01T12:00:00.000Z'),
  };
}

/**
 * A read model of two tables, made for this test: counters (made, counted, tagged, removed) and
 * notes, each made once (append-only) with the label its counter had at that moment (`read`);
 * marks, made by their key without reading it (`madeBy`), cleared all at once by their counter
 * (a lookup) and uncleared one by one without being read (`setBy`); tallies, counts
 * of the counters with each label (from their rows) and of the notes sent (from the events).
 */
const counters = defineReadModel({
  name: 'test.counters',
  eventTypes: [
    'test.Made',
    'test.Counted',
    'test.Removed',
    'test.Noted',
    'test.Marked',
    'test.Cleared',
    'test.Uncleared',
  ],
  tables: [
    defineTable<CounterRow>({
      table: 'test_counters',
      columns: ['id', 'label', 'count', 'tags', 'seen_at'],
      key: ['id'],
      keysOf: (e) => [{ id: (e.data as { id: string }).id }],
      evolve(row, e) {
        const d = e.data as { id: string; label?: string; tag?: string; at: string };
        if (e.type === 'test.Made')
          return { id: d.id, label: d.label ?? '', count: 0, tags: [], seen_at: d.at };
        if (!row) return undefined;
        if (e.type === 'test.Removed') return undefined;
        if (e.type === 'test.Counted')
          return {
            ...row,
            count: row.count + 1,
            tags: d.tag ? [...row.tags, d.tag] : row.tags,
            seen_at: Date.parse(d.at) > Date.parse(row.seen_at) ? d.at : row.seen_at,
          };
        return row;
      },
    }),
    defineTable<NoteRow>({
      table: 'test_notes',
      columns: ['note_id', 'counter_id', 'text', 'label'],
      key: ['note_id'],
      appendOnly: true,
      keysOf: (e) =>
        e.type === 'test.Noted' ? [{ note_id: (e.data as { noteId: string }).noteId }] : [],
      evolve(_note, e, read) {
        const d = e.data as { id: string; noteId: string; text: string };
        const counter = read('test_counters', { id: d.id });
        return {
          note_id: d.noteId,
          counter_id: d.id,
          text: d.text,
          label: counter ? String(counter.label) : '(none)',
        };
      },
    }),
    defineTable<MarkRow>({
      table: 'test_marks',
      columns: ['mark_id', 'counter_id', 'cleared'],
      key: ['mark_id'],
      madeBy: ['test.Marked'],
      setBy: { 'test.Uncleared': () => ({ cleared: false }) },
      lookups: [['counter_id']],
      keysOf(e) {
        const d = e.data as { id: string; markId?: string };
        if (e.type === 'test.Marked' || e.type === 'test.Uncleared') return [{ mark_id: d.markId }];
        return e.type === 'test.Cleared' ? [{ counter_id: d.id }] : [];
      },
      evolve(mark, e) {
        const d = e.data as { id: string; markId: string };
        if (e.type === 'test.Marked')
          return mark ?? { mark_id: d.markId, counter_id: d.id, cleared: false };
        return mark && { ...mark, cleared: true };
      },
    }),
    defineCounts<TallyRow, 'counters' | 'notes'>({
      table: 'test_tallies',
      key: ['label'],
      counts: ['counters', 'notes'],
      fromRows: {
        table: 'test_counters',
        columns: ['label'],
        counts: (row) => [{ key: { label: String(row.label) }, counts: { counters: 1 } }],
      },
      countsOf: (e) =>
        e.type === 'test.Noted' ? [{ key: { label: 'notes' }, counts: { notes: 1 } }] : [],
    }),
  ],
});

/** What the rebuild's fold makes of the same events, as the tables' rows. */
function folded(events: RecordedEvent[]): Record<string, unknown[]> {
  const fold = counters.rowFold();
  for (const e of events) fold.fold(e);
  return Object.fromEntries(fold.tables().map(({ table, rows }: TableRows) => [table, [...rows]]));
}

describe('a read model defined once (defineReadModel)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.dataSource.query(
      `create table test_counters (id uuid primary key, label text not null, count int not null,
         tags text[] not null, seen_at timestamptz not null);
       create table test_notes (note_id uuid primary key, counter_id uuid not null,
         text text not null, label text not null);
       create table test_marks (mark_id uuid primary key, counter_id uuid not null,
         cleared boolean not null);
       create index on test_marks (counter_id);
       create table test_tallies (label text primary key, counters int not null default 0,
         notes int not null default 0)`,
    );
  });

  afterAll(() => db.drop());

  const rows = async () => ({
    test_counters: await db.dataSource.query(
      `select id, label, count, tags, to_jsonb(seen_at) #>> '{}' as seen_at
         from test_counters order by id`,
    ),
    test_notes: await db.dataSource.query(`select * from test_notes order by note_id`),
    test_marks: await db.dataSource.query(`select * from test_marks order by mark_id`),
    test_tallies: await db.dataSource.query(`select * from test_tallies order by label`),
  });

  it('leaves the rows the rebuild’s fold leaves, batch by batch, with rows removed and made again', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()].sort();
    const [n1, n2, n3] = [randomUUID(), randomUUID(), randomUUID()];
    const [m1, m2, m3, m4] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()].sort();
    const at = (minute: number) => `2026-06-01T12:${String(minute).padStart(2, '0')}:00.000Z`;
    const batches = [
      [
        event('test.Made', { id: a, label: 'first', at: at(0) }),
        event('test.Counted', { id: a, tag: 'x', at: at(5) }),
        event('test.Made', { id: b, label: 'second', at: at(1) }),
        event('test.Noted', { id: a, noteId: n1, text: 'hello' }),
        event('test.Marked', { id: a, markId: m1 }),
        event('test.Marked', { id: b, markId: m2 }),
      ],
      [
        event('test.Counted', { id: a, at: at(3) }),
        event('test.Removed', { id: b, at: at(6) }),
        event('test.Made', { id: b, label: 'again', at: at(7) }),
        event('test.Counted', { id: b, tag: 'y', at: at(8) }),
        event('test.Noted', { id: c, noteId: n2, text: 'no counter' }),
        // A note is made once: a second event for it changes nothing.
        event('test.Noted', { id: b, noteId: n1, text: 'changed?' }),
        // Clears a's mark of the last batch and the one made in this batch, not b's.
        event('test.Marked', { id: a, markId: m3 }),
        event('test.Cleared', { id: a }),
        event('test.Marked', { id: a, markId: m4 }),
      ],
      [
        event('test.Made', { id: c, label: 'third', at: at(9) }),
        event('test.Removed', { id: c, at: at(10) }),
        event('test.Noted', { id: b, noteId: n3, text: 'after' }),
        // Set without a read: a mark of the last batch, and one that never was.
        event('test.Uncleared', { id: a, markId: m3 }),
        event('test.Uncleared', { id: a, markId: randomUUID() }),
      ],
    ];
    for (const batch of batches)
      await db.dataSource.transaction((manager) => counters.apply(batch, manager));
    const expected = folded(batches.flat());
    const live = await rows();
    const byNote = (x: NoteRow, y: NoteRow) => (x.note_id < y.note_id ? -1 : 1);
    expect(live.test_notes).toEqual((expected.test_notes as NoteRow[]).sort(byNote));
    const byMark = (x: MarkRow, y: MarkRow) => (x.mark_id < y.mark_id ? -1 : 1);
    expect(live.test_marks).toEqual((expected.test_marks as MarkRow[]).sort(byMark));
    expect(live.test_marks.map((mark: MarkRow) => mark.cleared)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(
      live.test_counters.map((row: CounterRow) => ({
        ...row,
        seen_at: new Date(row.seen_at).toISOString(),
      })),
    ).toEqual(expected.test_counters);
    expect(live.test_counters).toEqual([
      expect.objectContaining({ id: a, count: 2, tags: ['x'] }),
      expect.objectContaining({ id: b, label: 'again', count: 1, tags: ['y'] }),
    ]);
    expect(live.test_notes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ note_id: n1, text: 'hello', label: 'first' }),
        expect.objectContaining({ note_id: n2, label: '(none)' }),
        expect.objectContaining({ note_id: n3, label: 'again' }),
      ]),
    );
  });

  it('folds a row two transactions touch at once one after the other, losing neither', async () => {
    const id = randomUUID();
    await db.dataSource.transaction((manager) =>
      counters.apply(
        [event('test.Made', { id, label: 'raced', at: '2026-06-01T12:00:00.000Z' })],
        manager,
      ),
    );
    const count = () =>
      db.dataSource.transaction((manager) =>
        counters.apply([event('test.Counted', { id, at: '2026-06-01T12:01:00.000Z' })], manager),
      );
    await Promise.all(Array.from({ length: 8 }, count));
    const [row] = await db.dataSource.query(`select count from test_counters where id = $1`, [id]);
    expect(row.count).toBe(8);
  });

  it('adds to a row of counts that two transactions make at once, losing neither', async () => {
    const label = `raced-${randomUUID()}`;
    const make = () =>
      db.dataSource.transaction((manager) =>
        counters.apply(
          [event('test.Made', { id: randomUUID(), label, at: '2026-06-01T12:00:00.000Z' })],
          manager,
        ),
      );
    await Promise.all(Array.from({ length: 8 }, make));
    const [row] = await db.dataSource.query(`select counters from test_tallies where label = $1`, [
      label,
    ]);
    expect(row.counters).toBe(8);
  });

  it('keeps a row its event makes unread as later events left it when that event comes again', async () => {
    const [id, markId] = [randomUUID(), randomUUID()];
    const marked = event('test.Marked', { id, markId });
    for (const batch of [[marked], [event('test.Cleared', { id })], [marked]])
      await db.dataSource.transaction((manager) => counters.apply(batch, manager));
    const marks = await db.dataSource.query(`select * from test_marks where counter_id = $1`, [id]);
    expect(marks).toEqual([{ mark_id: markId, counter_id: id, cleared: true }]);
  });

  it('refuses a column set without a read (setBy) that a table of counts reads', () => {
    const fold = items.rowFold();
    const id = randomUUID();
    fold.fold(event('test.ItemMade', { id, tags: ['a'] }));
    expect(() => fold.fold(event('test.ItemReopened', { id }))).toThrow(
      'test_items: test.ItemReopened sets status, which counts read',
    );
  });
});

type ItemRow = { id: string; status: string; hits: number };
type CopyRow = { tag: string; item_id: string; status: string; hits: number };
type TagRow = { tag: string; upper: boolean; copies: number };
type OpenRow = { name: string; open: number };

const tagsOf = (e: Pick<RecordedEvent, 'type' | 'data'>) =>
  e.type === 'test.ItemMade' ? (e.data as { tags: string[] }).tags : [];

/**
 * Items made unread (`madeBy`) and counted while open (`fromRows`), their hits set unread
 * (`setBy`); a copy of each item per tag carrying its status and hits (`carries`); the tags'
 * dictionary, each made with whether it is upper case (`madeWith`).
 */
const items = defineReadModel({
  name: 'test.items',
  eventTypes: ['test.ItemMade', 'test.ItemClosed', 'test.ItemHit', 'test.ItemReopened'],
  tables: [
    defineTable<ItemRow>({
      table: 'test_items',
      columns: ['id', 'status', 'hits'],
      key: ['id'],
      madeBy: ['test.ItemMade'],
      setBy: {
        'test.ItemHit': (e) => ({ hits: (e.data as { hits: number }).hits }),
        'test.ItemReopened': () => ({ status: 'open' }),
      },
      keysOf: (e) => [{ id: (e.data as { id: string }).id }],
      evolve(item, e) {
        const { id } = e.data as { id: string };
        if (e.type === 'test.ItemMade') return item ?? { id, status: 'open', hits: 0 };
        return item && { ...item, status: 'closed' };
      },
    }),
    defineTable<CopyRow>({
      table: 'test_item_copies',
      columns: ['tag', 'item_id', 'status', 'hits'],
      key: ['tag', 'item_id'],
      madeBy: ['test.ItemMade'],
      carries: { from: 'test_items', by: { item_id: 'id' }, columns: ['status', 'hits'] },
      keysOf: (e) => tagsOf(e).map((tag) => ({ tag, item_id: (e.data as { id: string }).id })),
      evolve(copy, _e, read, key) {
        const item = read('test_items', { id: key.item_id });
        return (
          copy ?? {
            tag: String(key.tag),
            item_id: String(key.item_id),
            status: String(item?.status),
            hits: Number(item?.hits),
          }
        );
      },
    }),
    defineCounts<TagRow, 'copies'>({
      table: 'test_item_tags',
      key: ['tag'],
      madeWith: ['upper'],
      counts: ['copies'],
      countsOf: (e) =>
        tagsOf(e).map((tag) => ({
          key: { tag, upper: tag === tag.toUpperCase() },
          counts: { copies: 1 },
        })),
    }),
    defineCounts<OpenRow, 'open'>({
      table: 'test_open_items',
      key: ['name'],
      counts: ['open'],
      fromRows: {
        table: 'test_items',
        columns: ['status'],
        counts: (row) =>
          row.status === 'open' ? [{ key: { name: 'open' }, counts: { open: 1 } }] : [],
      },
    }),
  ],
});

describe('a read model whose rows carry another table’s columns (carries)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.dataSource.query(
      `create table test_items (id uuid primary key, status text not null, hits int not null);
       create table test_item_copies (tag text, item_id uuid, status text not null,
         hits int not null, primary key (tag, item_id));
       create index on test_item_copies (item_id);
       create table test_item_tags (tag text primary key, upper boolean not null default false,
         copies int not null default 0);
       create table test_open_items (name text primary key, open int not null default 0)`,
    );
  });

  afterAll(() => db.drop());

  it('keeps the copies equal to their item, counts items made unread, and makes a word with its flag', async () => {
    const [a, b] = [randomUUID(), randomUUID()].sort();
    const batches = [
      [
        event('test.ItemMade', { id: a, tags: ['x', 'Y'] }),
        event('test.ItemMade', { id: b, tags: ['x'] }),
        // Set on a row the batch made, before it is written.
        event('test.ItemHit', { id: a, hits: 2 }),
      ],
      // Set without a read, on rows written by an earlier batch; one closed by its evolve.
      [event('test.ItemHit', { id: b, hits: 5 }), event('test.ItemClosed', { id: a })],
      [event('test.ItemMade', { id: randomUUID(), tags: ['Y'] })],
    ];
    for (const batch of batches)
      await db.dataSource.transaction((manager) => items.apply(batch, manager));
    const fold = items.rowFold();
    for (const e of batches.flat()) fold.fold(e);
    const rebuilt = Object.fromEntries(
      fold.tables().map(({ table, rows }: TableRows) => [table, [...rows]]),
    );
    const live = {
      copies: await db.dataSource.query(
        `select * from test_item_copies where item_id = any($1) order by tag collate "C", item_id`,
        [[a, b]],
      ),
      tags: await db.dataSource.query(`select * from test_item_tags order by tag collate "C"`),
      open: await db.dataSource.query(`select * from test_open_items`),
    };
    expect(live.copies).toEqual([
      { tag: 'Y', item_id: a, status: 'closed', hits: 2 },
      { tag: 'x', item_id: a, status: 'closed', hits: 2 },
      { tag: 'x', item_id: b, status: 'open', hits: 5 },
    ]);
    expect(live.tags).toEqual([
      { tag: 'Y', upper: true, copies: 2 },
      { tag: 'x', upper: false, copies: 2 },
    ]);
    expect(live.open).toEqual([{ name: 'open', open: 2 }]);
    const byKey = (x: CopyRow, y: CopyRow) =>
      `${x.tag}${x.item_id}` < `${y.tag}${y.item_id}` ? -1 : 1;
    expect(
      (rebuilt.test_item_copies as CopyRow[])
        .filter((c) => [a, b].some((id) => id === c.item_id))
        .sort(byKey),
    ).toEqual(live.copies);
    // A table of counts' rows are copied in no order: a rebuild's COPY locks nothing.
    expect(
      (rebuilt.test_item_tags as Array<{ tag: string }>).sort((x, y) => (x.tag < y.tag ? -1 : 1)),
    ).toEqual(live.tags);
    expect(rebuilt.test_open_items).toEqual(live.open);
  });
});
