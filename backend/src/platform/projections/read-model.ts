import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../event-store/event';
import { type Projection } from './projection';
import {
  addTo,
  type CellValue,
  Json,
  quoteIdentifier,
  type RowFold,
  type TableRows,
} from './row-fold';

/** A row of a read model's table: its columns' values, as `RowFold` rows hold them. */
export type Row = Record<string, CellValue>;

/**
 * Another table's row of the same read model, by its key or one of its lookups (the first row
 * that matches), as the events before this one left it: a table's `evolve` may read rows that
 * its own `keysOf` does not name only if that table's `keysOf` names them for the event (the live
 * path reads those rows, and no others, before folding).
 */
export type ReadRow = (table: string, selector: Partial<Row>) => Row | undefined;

/**
 * One table of a read model, defined once: which rows an event touches (by their primary key) and
 * what each becomes (`evolve`, a pure function of the row before and the event). The platform
 * derives both paths from it (`defineReadModel`).
 */
export interface TableDefinition<R extends Row = Row> {
  table: string;
  /**
   * The columns the read model writes, in the order a row states them; any other column of the
   * table keeps its default.
   */
  columns: readonly (keyof R & string)[];
  /** The primary key's columns. */
  key: readonly (keyof R & string)[];
  /**
   * Rows that never change once written (an event's own row): the first event of a key makes it
   * and later ones are ignored, so the live path writes them without reading the table first.
   */
  appendOnly?: boolean;
  /**
   * Event types that make the row their key names (a listing's first event), which is there
   * before them only when they were applied already: the live path does not read it, and writes
   * it unless it is there (an insert that does nothing on a conflict), so `evolve`, given the row
   * in a rebuild, must keep it. In a table counted in a table of counts, the row made is counted
   * as any new row is: such a table, as every table of counts, takes each event once.
   */
  madeBy?: readonly string[];
  /**
   * Columns that events of a type set from their data alone (a view sets the listing's count of
   * views), by type; a column left undefined is not set, and `evolve` is not asked for these events. The row is not read for them: the
   * live path updates those columns of the row, if it is there, with one statement a set of
   * columns, unless the batch reads the row for another event, when they are set on it in memory
   * as the rebuild's fold sets them. In a table counted in a table of counts, never a column the
   * counts read (`fromRows.columns`): a row's counts are taken back only when it is read.
   */
  setBy?: Readonly<Record<string, (event: RecordedEvent) => Partial<R>>>;
  /** `jsonb` columns, whose values a row holds as `Json`. */
  jsonColumns?: readonly (keyof R & string)[];
  /**
   * Columns the rows copy from a row of an earlier table of the read model (`from`, its key named
   * by this table's columns `by` maps to it), kept equal to that row's by the platform, so that no
   * event names these rows when it changes that row: a posting of a name's word carries what the
   * marketplace's filters read of its listing. Live, a row the batch writes is sent without them
   * and its upsert reads them from its `from` row, written already; after the batch's writes, one
   * statement sets them, where they differ, on the rows of each `from` row that was there before
   * the batch and changed in it (the table needs an index on `by`'s columns); in a rebuild, each
   * row takes them from its `from` row as the whole log left it.
   */
  carries?: {
    from: string;
    by: Readonly<Partial<Record<keyof R & string, string>>>;
    columns: readonly (keyof R & string)[];
  };
  /**
   * Other columns (each set indexed in the table) by which `keysOf` may name rows, and `read`
   * find them: a sale found by its listing. Such a selector touches every row that matches it
   * and makes none; a row is made only by its key.
   */
  lookups?: readonly (readonly (keyof R & string)[])[];
  /**
   * The rows the event touches, each named by its key's columns or by a lookup's, none when it
   * touches no row of this table. The live path asks it before the event is recorded, with its
   * id, type and data; an append-only table without lookups, never read, is asked it only with
   * the recorded event (its stream position known).
   */
  keysOf(event: Pick<RecordedEvent, 'eventId' | 'type' | 'data'>): ReadonlyArray<Partial<R>>;
  /**
   * The row after the event, from the row before it (undefined when there is none); undefined
   * removes it. It must not change `row` in place, and should compare times by value: a row read
   * back from the table states them in the server's format, not the event's. Tables are evolved
   * in the order the read model lists them, so `read` sees an earlier table's row after the event.
   * `key` is what `keysOf` named the row by (one event may make several rows).
   */
  evolve(
    row: Readonly<R> | undefined,
    event: RecordedEvent,
    read: ReadRow,
    key: Partial<R>,
  ): R | undefined;
}

/** Counts to add to the row a key names. */
export interface CountsAdded<R extends Row, C extends keyof R & string> {
  key: Partial<R>;
  counts: Partial<Record<C, number>>;
}

/**
 * A table of counts gathered across many streams (a seller's listings and sales per day), which
 * the live path never reads: it adds each batch's changes to the rows (`count = count + added`,
 * safe when two transactions add to one row at once) and removes a row left with every count at
 * zero. A count is kept up to date from an earlier table's rows (`fromRows`: what each row counts,
 * recounted as the row changes) and from events (`countsOf`).
 */
export interface CountTable<R extends Row = Row, C extends keyof R & string = keyof R & string> {
  table: string;
  key: readonly (keyof R & string)[];
  counts: readonly C[];
  /**
   * An earlier table of the read model, what each of its rows counts here, and the columns of the
   * row those counts read.
   */
  fromRows?: {
    table: string;
    columns: readonly string[];
    counts(row: Row): ReadonlyArray<CountsAdded<R, C>>;
  };
  /**
   * Columns a row takes, when it is made, from the key of the first counts added to it, and keeps
   * (whether a word of the dictionary is a joined run).
   */
  madeWith?: readonly (keyof R & string)[];
  /** What an event adds, from the rows as the events before it left them. */
  countsOf?(event: RecordedEvent, before: ReadRow): ReadonlyArray<CountsAdded<R, C>>;
}

type AnyTable = { kind: 'rows'; table: TableDefinition } | { kind: 'counts'; table: CountTable };

export interface ReadModelDefinition {
  /** Stable name: the checkpoint id and the argument of `npm run projections:rebuild`. */
  name: string;
  eventTypes: readonly string[];
  /** Each made by `defineTable` or `defineCounts`, which check its rows' type; written in order. */
  tables: readonly AnyTable[];
}

/** A table of a read model, its rows' type checked against its columns, keys and evolve. */
export function defineTable<R extends Row>(definition: TableDefinition<R>): AnyTable {
  return { kind: 'rows', table: definition as unknown as TableDefinition };
}

/** A table of counts (`CountTable`), its rows' type checked against its key and counts. */
export function defineCounts<R extends Row, C extends keyof R & string>(
  definition: CountTable<R, C>,
): AnyTable {
  return { kind: 'counts', table: definition as unknown as CountTable };
}

/**
 * A read model from its definition (ADR 0048):
 * - live (`load`, then `apply`, in the append's or the processor's transaction): one statement per
 *   table reads the rows the batch touches (all of them sent with the events' insert), the events
 *   are folded into them in order, then one statement per table deletes the rows that went and
 *   one writes the rows that changed (an upsert from JSON, typed by the table's own row type);
 * - in a rebuild (`rowFold`): the same evolve folds the whole log into rows kept in memory, which
 *   the rebuild copies into the emptied tables.
 * What can be worked out from the definition alone (each table's statements, the tables of counts
 * its rows count in) is worked out here, once.
 */
export function defineReadModel(
  definition: ReadModelDefinition,
): Projection & Required<Pick<Projection, 'load' | 'rowFold'>> {
  const model = compile(definition);
  return {
    name: definition.name,
    eventTypes: definition.eventTypes,
    tables: definition.tables.map(({ table }) => table.table),
    load: (events, manager) => loadTouched(model, events, manager),
    apply: async (events, manager, loaded) =>
      writeChanges(
        model,
        events,
        (loaded as Rows[] | undefined) ?? (await loadTouched(model, events, manager)),
        manager,
      ),
    rowFold: () => new DefinedRowFold(model),
  };
}

/** A table of rows with what its definition implies, worked out once. */
interface CompiledTable {
  definition: TableDefinition;
  /** Append-only without lookups: never read back (`isFinal`). */
  final: boolean;
  madeBy: ReadonlySet<string>;
  setBy: ReadonlyMap<string, (event: RecordedEvent) => Partial<Row>>;
  /** The columns the tables of counts its rows count in read (`fromRows.columns`). */
  countedColumns: ReadonlySet<string>;
  /**
   * What it carries (`carries`): from which table, by which of its columns, which columns, and
   * the statement.
   */
  carry?: { from: number; by: readonly string[]; columns: ReadonlySet<string>; sql: string };
  /** Whether another table carries columns of its rows: the live path notes the rows it changes. */
  carried: boolean;
  /** The statement updating these columns (joined) of the rows sent, made when first asked. */
  setSql: Map<string, string>;
  /** The lookup a selector naming these columns (in its own order, joined) uses. */
  lookupByNames: Map<string, readonly string[]>;
  /** The indexes, in the model's `counts`, of the tables of counts its rows count in. */
  countedIn: number[];
  /** The statement reading rows by these columns (joined), made when first asked. */
  loadSql: Map<string, string>;
  upsertSql: string;
  /** An insert of the rows sent that are not there: rows `madeBy` events made unread. */
  insertSql: string;
  deleteSql: string;
}

interface CompiledCounts {
  definition: CountTable;
  addSql: string;
  deleteZeroSql: string;
}

/** A read model's tables of rows, in order, and its tables of counts. */
interface Model {
  tables: readonly CompiledTable[];
  counts: readonly CompiledCounts[];
  /** Each table of rows' index, by name. */
  indexOf: ReadonlyMap<string, number>;
}

function compile(definition: ReadModelDefinition): Model {
  const counts = definition.tables.flatMap((t) => (t.kind === 'counts' ? [t.table] : []));
  const tables = definition.tables.flatMap((t) => (t.kind === 'rows' ? [t.table] : []));
  return {
    tables: tables.map((table) => {
      const countedIn = counts.flatMap((count, index) =>
        count.fromRows?.table === table.table ? [index] : [],
      );
      return {
        definition: table,
        final: isFinal(table),
        madeBy: new Set(table.madeBy),
        setBy: new Map(Object.entries(table.setBy ?? {})),
        countedColumns: new Set(
          countedIn.flatMap((index) => counts[index].fromRows?.columns ?? []),
        ),
        carry: table.carries && carryOf(table, tables),
        carried: tables.some((other) => other.carries?.from === table.table),
        setSql: new Map(),
        lookupByNames: new Map(),
        countedIn,
        loadSql: new Map(),
        upsertSql: upsertStatement(table, !table.appendOnly, tables),
        insertSql: upsertStatement(table, false, tables),
        deleteSql: deleteStatement(table),
      };
    }),
    counts: counts.map((table) => ({ definition: table, ...countStatements(table) })),
    indexOf: new Map(tables.map((table, index) => [table.table, index])),
  };
}

/** Each table's rows by key (`keyString`). */
type Rows = Map<string, Row>;

/**
 * The values of `columns` in a row as one string, a map's key: a single text value as it is (most
 * keys are one uuid, and a rebuild makes millions of them), text values joined by a NUL, which no
 * text value holds (PostgreSQL's text cannot), else their JSON.
 */
function valueString(columns: readonly string[], row: Partial<Row>): string {
  if (columns.length === 1) {
    const value = row[columns[0]];
    return typeof value === 'string' ? value : JSON.stringify(value);
  }
  let joined = '';
  for (const [index, column] of columns.entries()) {
    const value = row[column];
    if (typeof value !== 'string') return JSON.stringify(columns.map((name) => row[name]));
    joined = index === 0 ? value : `${joined}\0${value}`;
  }
  return joined;
}

const keyString = (table: TableDefinition, row: Partial<Row>): string =>
  valueString(table.key, row);

/** The columns a selector names: the table's key (undefined) or one of its lookups. */
function lookupOf(compiled: CompiledTable, selector: Partial<Row>): readonly string[] | undefined {
  const table = compiled.definition;
  if (namesOnly(selector, table.key)) return undefined;
  const named = Object.keys(selector);
  const names = named.join();
  const known = compiled.lookupByNames.get(names);
  if (known) return known;
  const sorted = [...named].sort().join();
  const lookup = table.lookups?.find((columns) => [...columns].sort().join() === sorted);
  if (!lookup)
    throw new Error(`${table.table}: rows named by (${names}), neither its key nor a lookup`);
  compiled.lookupByNames.set(names, lookup);
  return lookup;
}

/** Whether the selector names exactly these columns (asked of every key an event names). */
function namesOnly(selector: Partial<Row>, columns: readonly string[]): boolean {
  let named = 0;
  for (const column in selector) if (Object.hasOwn(selector, column)) named++;
  return named === columns.length && columns.every((column) => column in selector);
}

/**
 * A table's rows by key, with an index for each lookup, so that a selector finds its rows without
 * a scan (a rebuild holds every row of the table).
 */
class RowStore {
  readonly byKey: Rows;
  /** Keys of rows handed to the rebuild already (`take`): made once, never made again. */
  private readonly taken = new Set<string>();
  private readonly indexes: Array<{ columns: readonly string[]; ids: Map<string, Set<string>> }>;

  constructor(
    private readonly table: CompiledTable,
    rows: Rows = new Map(),
  ) {
    this.byKey = new Map(rows);
    this.indexes = (table.definition.lookups ?? []).map((columns) => ({ columns, ids: new Map() }));
    if (this.indexes.length > 0) for (const [id, row] of this.byKey) this.index(id, row);
  }

  get(id: string): Row | undefined {
    return this.byKey.get(id);
  }

  wasTaken(id: string): boolean {
    return this.taken.size > 0 && this.taken.has(id);
  }

  /** Every row, handed over and forgotten but for its key (an append-only table's, in a rebuild). */
  take(): Row[] {
    const rows = [...this.byKey.values()];
    for (const id of this.byKey.keys()) this.taken.add(id);
    this.byKey.clear();
    return rows;
  }

  /** The key of the row a key selector names (there or not), or of each row a lookup matches. */
  idsOf(selector: Partial<Row>, lookup = lookupOf(this.table, selector)): string[] {
    if (!lookup) return [keyString(this.table.definition, selector)];
    const index = this.indexes.find(({ columns }) => columns === lookup);
    return [...(index?.ids.get(valueString(lookup, selector)) ?? [])];
  }

  /** Sets the row, indexed again only when a lookup's columns changed (a rebuild sets millions). */
  set(id: string, row: Row): void {
    if (this.indexes.length === 0) {
      this.byKey.set(id, row);
      return;
    }
    const before = this.byKey.get(id);
    const same =
      before !== undefined &&
      this.indexes.every(({ columns }) =>
        columns.every((column) => before[column] === row[column]),
      );
    if (!same) this.unindex(id);
    this.byKey.set(id, row);
    if (!same) this.index(id, row);
  }

  /**
   * Sets `set`'s columns on the row in place, which only a fold whose rows are its own may do (a
   * rebuild sets a listing's views millions of times); a row whose lookup's columns change is
   * indexed again, as a copy.
   */
  assign(id: string, row: Row, set: Row): void {
    if (this.indexes.some(({ columns }) => columns.some((column) => column in set)))
      this.set(id, { ...row, ...set });
    else Object.assign(row, set);
  }

  /**
   * Sets the row `after` in the place of `before`, which only a fold whose rows are its own may
   * do: `after`'s values are copied into `before`, which stays (an evolved row states every column
   * of its table, as its type does, so none of `before`'s is left). A rebuild replaces millions of
   * rows an event at a time: so the new row dies young, instead of `before` dying old, which only
   * a full collection finds. A row whose lookup's columns change is replaced.
   */
  replace(id: string, before: Row, after: Row): void {
    const moved = this.indexes.some(({ columns }) =>
      columns.some((column) => before[column] !== after[column]),
    );
    if (moved) this.set(id, after);
    else Object.assign(before, after);
  }

  delete(id: string): void {
    this.unindex(id);
    this.byKey.delete(id);
  }

  private index(id: string, row: Row): void {
    for (const { columns, ids } of this.indexes) {
      const value = valueString(columns, row);
      const found = ids.get(value);
      if (found) found.add(id);
      else ids.set(value, new Set([id]));
    }
  }

  private unindex(id: string): void {
    if (this.indexes.length === 0) return;
    const row = this.byKey.get(id);
    if (row)
      for (const { columns, ids } of this.indexes) ids.get(valueString(columns, row))?.delete(id);
  }
}

/**
 * The rows `events` touch, read in one statement per table and way of naming them (key or
 * lookup), all asked in one turn, and locked until the transaction ends: a second transaction
 * folding the same row waits for the first. Rows an event makes (`madeBy`) or sets columns of
 * (`setBy`) are not read, nor an append-only table's rows named by key.
 */
async function loadTouched(
  model: Model,
  events: ReadonlyArray<Pick<RecordedEvent, 'eventId' | 'type' | 'data'>>,
  manager: EntityManager,
): Promise<Rows[]> {
  const reads = model.tables.map((compiled) => {
    const table = compiled.definition;
    if (compiled.final) return Promise.resolve([]);
    // The selectors by the columns they name (the key's under ''), each selector once.
    const named = new Map<
      string,
      { columns: readonly string[]; selectors: Map<string, Partial<Row>> }
    >();
    for (const event of events) {
      const unread = compiled.madeBy.has(event.type) || compiled.setBy.has(event.type);
      for (const selector of table.keysOf(event)) {
        const lookup = lookupOf(compiled, selector);
        if (!lookup && (table.appendOnly || unread)) continue;
        const columns = lookup ?? table.key;
        const name = columns.join();
        let group = named.get(name);
        if (!group) named.set(name, (group = { columns, selectors: new Map() }));
        group.selectors.set(valueString(columns, selector), selector);
      }
    }
    // Asked in one turn: a held transaction (deferred-writes.ts) sends them in one round trip.
    return Promise.all(
      [...named].map(([name, { columns, selectors }]) =>
        loadRows(compiled, name, columns, [...selectors.values()], manager),
      ),
    );
  });
  return (await Promise.all(reads)).map((found) => new Map(found.flatMap((rows) => [...rows])));
}

/**
 * A table of counts' changes (live) or totals (rebuild), by key: each entry the key's columns and
 * every count.
 */
class CountSums {
  readonly byKey = new Map<string, Row>();

  constructor(readonly table: CountTable) {}

  add(added: ReadonlyArray<CountsAdded<Row, string>>, sign: 1 | -1 = 1): void {
    for (const { key, counts } of added) {
      const id = valueString(this.table.key, key);
      let sums = this.byKey.get(id);
      if (!sums) {
        const made: Row = {};
        for (const column of this.table.key) made[column] = key[column] as CellValue;
        for (const column of this.table.madeWith ?? []) made[column] = key[column] as CellValue;
        for (const count of this.table.counts) made[count] = 0;
        this.byKey.set(id, (sums = made));
      }
      for (const count in counts)
        if (Object.hasOwn(counts, count))
          sums[count] = (sums[count] as number) + sign * (counts[count] as number);
    }
  }

  /** The entries with a count other than zero, in key order (so two writers lock alike). */
  nonZero(): Row[] {
    return [...this.byKey]
      .filter(([, sums]) => this.table.counts.some((count) => sums[count] !== 0))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, sums]) => sums);
  }

  /** The entries with a count other than zero, in no order: a rebuild's, which locks nothing. */
  *totals(): Iterable<Row> {
    for (const sums of this.byKey.values())
      if (this.table.counts.some((count) => sums[count] !== 0)) yield sums;
  }
}

/** The events folded into the rows they touch, and the changes written back. */
async function writeChanges(
  model: Model,
  events: readonly RecordedEvent[],
  loaded: Rows[],
  manager: EntityManager,
): Promise<void> {
  const { tables } = model;
  const fold = new Fold(
    model,
    tables.map((table, index) => new RowStore(table, loaded[index])),
    tables.map(() => new Map()),
  );
  for (const event of events) fold.evolve(event);
  const { rows, sums, unreadSets } = fold;
  // Before any row is written: a row the batch makes is not there for them, as in the rebuild.
  for (const [index, table] of tables.entries()) {
    const byColumns = new Map<string, Row[]>();
    for (const set of unreadSets?.[index].values() ?? [])
      addTo(byColumns, Object.keys(set).join(), set);
    for (const [columns, sets] of byColumns)
      await manager.query(setStatement(table, columns, Object.keys(sets[0])), [
        JSON.stringify(sets),
      ]);
  }
  for (let index = tables.length - 1; index >= 0; index--) {
    const removed = [...loaded[index]].filter(([id]) => !rows[index].byKey.has(id));
    if (removed.length > 0)
      await manager.query(tables[index].deleteSql, [JSON.stringify(removed.map(([, row]) => row))]);
  }
  /**
   * Each table's keys of the rows the batch changed that were there before it: the rows carrying
   * their columns (`carries`) follow them. A row the batch made has no carrying row but those the
   * batch wrote, which took its columns as folded.
   */
  const changedBefore: Row[][] = [];
  for (const [index, table] of tables.entries()) {
    const madeUnread = madeUnreadIds(table, events, loaded[index]);
    const upserted: Row[] = [];
    const inserted: Row[] = [];
    const changed: Row[] = [];
    for (const [id, row] of rows[index].byKey)
      if (loaded[index].get(id) !== row) {
        const made = madeUnread.has(id);
        if (!made && table.carried) changed.push(keyOf(table.definition, row));
        (made ? inserted : upserted).push(toSend(model, rows, index, row));
      }
    if (table.carried)
      for (const set of unreadSets?.[index].values() ?? [])
        changed.push(keyOf(table.definition, set));
    changedBefore.push(changed);
    if (upserted.length > 0) await manager.query(table.upsertSql, [JSON.stringify(upserted)]);
    if (inserted.length > 0) await manager.query(table.insertSql, [JSON.stringify(inserted)]);
  }
  for (const { carry } of tables)
    if (carry && changedBefore[carry.from].length > 0)
      await manager.query(carry.sql, [JSON.stringify(changedBefore[carry.from])]);
  for (const [index, added] of sums.entries()) {
    const changed = added.nonZero();
    if (changed.length === 0) continue;
    const { addSql, deleteZeroSql } = model.counts[index];
    const json = JSON.stringify(changed);
    await manager.query(addSql, [json]);
    // Only a count taken back can leave a row at zero, and only a row it was taken from.
    const lowered = changed.some((row) =>
      added.table.counts.some((count) => (row[count] as number) < 0),
    );
    if (lowered) await manager.query(deleteZeroSql, [json]);
  }
}

/**
 * The row as the live path sends it: without the columns it carries when the row they come from
 * is among `rows` (there, written already), which the upsert reads from that row.
 */
function toSend(model: Model, rows: readonly RowStore[], index: number, row: Row): Row {
  const { carry } = model.tables[index];
  if (!carry || !rows[carry.from].get(valueString(carry.by, row))) return row;
  return Object.fromEntries(Object.entries(row).filter(([column]) => !carry.columns.has(column)));
}

/** The row's key columns alone. */
function keyOf(table: TableDefinition, row: Partial<Row>): Row {
  const key: Row = {};
  for (const column of table.key) key[column] = row[column] as CellValue;
  return key;
}

/** The keys of the rows `madeBy` events of the batch named, which the live path did not read. */
function madeUnreadIds(
  compiled: CompiledTable,
  events: readonly RecordedEvent[],
  loaded: Rows,
): Set<string> {
  const ids = new Set<string>();
  if (compiled.madeBy.size === 0) return ids;
  const table = compiled.definition;
  for (const event of events)
    if (compiled.madeBy.has(event.type))
      for (const selector of table.keysOf(event))
        if (!lookupOf(compiled, selector)) {
          const id = keyString(table, selector);
          if (!loaded.has(id)) ids.add(id);
        }
  return ids;
}

/**
 * Rows (each table's `RowStore`) and counts (each table of counts' `CountSums`) the events are
 * folded into: the live path's touched rows and changes, or a rebuild's every row and total.
 */
class Fold {
  readonly sums: CountSums[];
  /** Another table's row as the events so far left it (`ReadRow`). */
  private readonly read: ReadRow;

  /**
   * `unreadSets`, given on the live path: each table's columns set (`setBy`) on rows the batch did
   * not read, by key, the row's key columns with them, for the live path to update. Without them
   * (a rebuild), the rows are the fold's own, which nothing compares with the rows read: a row an
   * event changes is changed in place (`RowStore.assign`, `RowStore.replace`).
   */
  constructor(
    private readonly model: Model,
    readonly rows: RowStore[],
    readonly unreadSets?: Array<Map<string, Row>>,
  ) {
    this.sums = model.counts.map(({ definition }) => new CountSums(definition));
    this.read = (name, selector) => {
      const index = model.indexOf.get(name);
      if (index === undefined) throw new Error(`No table of rows ${name} in this read model`);
      if (model.tables[index].final) throw new Error(`${name} is append-only, never read back`);
      const [id] = rows[index].idsOf(selector);
      return id === undefined ? undefined : rows[index].get(id);
    };
  }

  /**
   * The rows `event` touches in each table, evolved (an append-only table's existing rows kept),
   * and what it changes in each table of counts: what it adds itself, from the rows before it,
   * and what each changed row counts after it less what it counted before.
   */
  evolve(event: RecordedEvent): void {
    const { rows, sums, read } = this;
    for (const added of sums)
      if (added.table.countsOf) added.add(added.table.countsOf(event, read));
    for (const [index, compiled] of this.model.tables.entries()) {
      const table = compiled.definition;
      const setBy = compiled.setBy.get(event.type);
      if (setBy) {
        this.set(index, event, setBy);
        continue;
      }
      for (const selector of table.keysOf(event)) {
        const lookup = lookupOf(compiled, selector);
        if (!lookup) this.evolveRow(index, keyString(table, selector), event, selector);
        else
          for (const id of rows[index].idsOf(selector, lookup))
            this.evolveRow(index, id, event, selector);
      }
    }
  }

  /** The row `id` of table `index` after `event`, and what it counts after less before. */
  private evolveRow(index: number, id: string, event: RecordedEvent, selector: Partial<Row>): void {
    const compiled = this.model.tables[index];
    const table = compiled.definition;
    const rows = this.rows[index];
    const before = rows.get(id);
    if ((before && table.appendOnly) || rows.wasTaken(id)) return;
    const after = table.evolve(before, event, this.read, selector);
    if (after === before) return;
    for (const counted of compiled.countedIn) {
      const { fromRows } = this.sums[counted].table;
      if (!fromRows) continue;
      // What a row counts reads only these columns: a row changed elsewhere (a listing's views)
      // counts as it did.
      if (before && after && fromRows.columns.every((c) => before[c] === after[c])) continue;
      if (before) this.sums[counted].add(fromRows.counts(before), -1);
      if (after) this.sums[counted].add(fromRows.counts(after));
    }
    if (!after) rows.delete(id);
    else if (before && !this.unreadSets) rows.replace(id, before, after);
    else rows.set(id, after);
  }

  /** The columns `event` sets (`setBy`) on each row its key names: in memory, or to update. */
  private set(
    index: number,
    event: RecordedEvent,
    setBy: (event: RecordedEvent) => Partial<Row>,
  ): void {
    const { definition, countedColumns } = this.model.tables[index];
    const rows = this.rows[index];
    const values = setBy(event);
    const set: Row = {};
    let any = false;
    for (const column in values) {
      const value = values[column];
      if (value === undefined) continue;
      if (countedColumns.has(column))
        throw new Error(`${definition.table}: ${event.type} sets ${column}, which counts read`);
      set[column] = value;
      any = true;
    }
    if (!any) return;
    for (const selector of definition.keysOf(event)) {
      const id = keyString(definition, selector);
      const row = rows.get(id);
      if (row && !this.unreadSets) rows.assign(id, row, set);
      else if (row) rows.set(id, { ...row, ...set });
      else if (this.unreadSets) {
        const unread = this.unreadSets[index];
        unread.set(id, { ...unread.get(id), ...selector, ...set } as Row);
      }
    }
  }
}

/**
 * An append-only table without lookups: never read back (not by the live path, which inserts its
 * rows blind, nor by `read`), so a rebuild writes its rows as it folds them.
 */
const isFinal = (table: TableDefinition) =>
  table.appendOnly === true && !table.lookups && !table.carries;

/** `$1` as the table's rows: a JSON array whose objects name some of its columns. */
const asRows = (table: string) =>
  `jsonb_populate_recordset(null::${quoteIdentifier(table)}, $1::jsonb)`;

const columnList = (columns: readonly string[]) => columns.map(quoteIdentifier).join(', ');

/** The table's rows whose `columns` match one of `selectors`, locked for update. */
async function loadRows(
  compiled: CompiledTable,
  name: string,
  columns: readonly string[],
  selectors: Partial<Row>[],
  manager: EntityManager,
): Promise<Rows> {
  const table = compiled.definition;
  let sql = compiled.loadSql.get(name);
  if (!sql) {
    const fields = table.columns.map((column) => `'${column}', ${quoteIdentifier(column)}`);
    sql = `select jsonb_build_object(${fields.join(', ')}) as row from ${quoteIdentifier(table.table)}
      where (${columnList(columns)}) in (select ${columnList(columns)} from ${asRows(table.table)})
        for update`;
    compiled.loadSql.set(name, sql);
  }
  const found = await manager.query<Array<{ row: Row }>>(sql, [JSON.stringify(selectors)]);
  const rows: Rows = new Map();
  for (const { row } of found) {
    for (const column of table.jsonColumns ?? []) row[column] = new Json(row[column]);
    rows.set(keyString(table, row), row);
  }
  return rows;
}

/**
 * Where a table's carried columns come from (`carries`): the earlier table's index, this table's
 * columns naming that table's key (in its order), and the update of the rows of the `from` rows
 * sent, where they differ.
 */
function carryOf(
  table: TableDefinition,
  tables: readonly TableDefinition[],
): CompiledTable['carry'] {
  const source = carriedFrom(table, tables);
  if (!source) return undefined;
  const { index, key, own } = source;
  const { from, columns } = source.carries;
  const list = (alias: string, names: readonly string[]) =>
    names.map((column) => `${alias}.${quoteIdentifier(column)}`).join(', ');
  const sql = `update ${quoteIdentifier(table.table)} as t
      set (${columnList(columns)}) = row(${list('f', columns)})
     from ${quoteIdentifier(from)} as f
    where (${list('f', key)}) in (select ${columnList(key)} from ${asRows(from)})
      and (${list('t', own)}) = (${list('f', key)})
      and (${list('t', columns)}) is distinct from (${list('f', columns)})`;
  return { from: index, by: own, columns: new Set(columns), sql };
}

/**
 * The earlier table a table carries columns from (`carries`): its index, its key's columns, and
 * this table's columns naming them, in the key's order.
 */
function carriedFrom(table: TableDefinition, tables: readonly TableDefinition[]) {
  const { carries } = table;
  if (!carries) return undefined;
  const index = tables.findIndex((earlier) => earlier.table === carries.from);
  if (index < 0 || index >= tables.indexOf(table))
    throw new Error(
      `${table.table}: carries from ${carries.from}, no earlier table of its read model`,
    );
  const { key } = tables[index];
  const named = Object.entries(carries.by) as Array<[string, string]>;
  const own = key.map((column) => {
    const found = named.find(([, sourceColumn]) => sourceColumn === column);
    if (!found)
      throw new Error(`${table.table}: carries from ${carries.from} without its key's ${column}`);
    return found[0];
  });
  return { index, key, own, carries };
}

/** An update of `columns` (a `setBy`'s, joined as `name`) of the rows sent, by key. */
function setStatement(compiled: CompiledTable, name: string, columns: readonly string[]): string {
  const known = compiled.setSql.get(name);
  if (known) return known;
  const { table: tableName, key } = compiled.definition;
  const table = quoteIdentifier(tableName);
  const set = columns.filter((column) => !key.includes(column));
  const statement = `update ${table} set (${columnList(set)}) = row(${set.map((c) => `s.${quoteIdentifier(c)}`).join(', ')})
      from ${asRows(tableName)} as s
     where (${key.map((c) => `${table}.${quoteIdentifier(c)}`).join(', ')}) = (${key.map((c) => `s.${quoteIdentifier(c)}`).join(', ')})`;
  compiled.setSql.set(name, statement);
  return statement;
}

function deleteStatement(table: TableDefinition): string {
  return `delete from ${quoteIdentifier(table.table)}
      where (${columnList(table.key)}) in (select ${columnList(table.key)} from ${asRows(table.table)})`;
}

/**
 * An insert of the rows sent, each with every column the read model writes; with `update`, a row
 * that is there already has them set again, otherwise it is kept. The columns a table carries
 * (`carries`) are not sent: they are read from the row they are carried from, written already.
 */
function upsertStatement(
  table: TableDefinition,
  update: boolean,
  tables: readonly TableDefinition[],
): string {
  const list = columnList(table.columns);
  const others = table.columns.filter((column) => !table.key.includes(column));
  const onConflict =
    others.length > 0 && update
      ? `do update set ${others.map((c) => `${quoteIdentifier(c)} = excluded.${quoteIdentifier(c)}`).join(', ')}`
      : 'do nothing';
  const source = carriedFrom(table, tables);
  if (!source)
    return `insert into ${quoteIdentifier(table.table)} (${list})
     select ${list} from ${asRows(table.table)}
     on conflict (${columnList(table.key)}) ${onConflict}`;
  const carried = new Set<string>(source.carries.columns);
  // A row whose source row is not there keeps what it was sent, as in a rebuild.
  const found = `f.${quoteIdentifier(source.key[0])} is not null`;
  const values = table.columns.map((c) =>
    carried.has(c)
      ? `case when ${found} then f.${quoteIdentifier(c)} else s.${quoteIdentifier(c)} end`
      : `s.${quoteIdentifier(c)}`,
  );
  const on = source.key
    .map((c, i) => `f.${quoteIdentifier(c)} = s.${quoteIdentifier(source.own[i])}`)
    .join(' and ');
  return `insert into ${quoteIdentifier(table.table)} (${list})
     select ${values.join(', ')}
       from ${asRows(table.table)} as s left join ${quoteIdentifier(source.carries.from)} as f on ${on}
     on conflict (${columnList(table.key)}) ${onConflict}`;
}

/**
 * Each row's counts added to the table's (made when missing), and the rows sent that are left
 * with every count at zero removed.
 */
function countStatements(table: CountTable): { addSql: string; deleteZeroSql: string } {
  const list = columnList(countColumns(table));
  const name = quoteIdentifier(table.table);
  const keys = columnList(table.key);
  const source = asRows(table.table);
  const add = (c: string) =>
    `${quoteIdentifier(c)} = ${name}.${quoteIdentifier(c)} + excluded.${quoteIdentifier(c)}`;
  return {
    addSql: `insert into ${name} (${list}) select ${list} from ${source}
     on conflict (${keys}) do update set ${table.counts.map(add).join(', ')}`,
    deleteZeroSql: `delete from ${name} where (${keys}) in (select ${keys} from ${source})
          and ${table.counts.map((c) => `${quoteIdentifier(c)} = 0`).join(' and ')}`,
  };
}

/** A table of counts' columns: its key's, those a row is made with, its counts. */
const countColumns = (table: CountTable): string[] => [
  ...table.key,
  ...(table.madeWith ?? []),
  ...table.counts,
];

/**
 * How many rows of an append-only table the rebuild's fold holds before it hands them over: each
 * handing over is a COPY of its own, on the connection between two reads of the log, so a few
 * large ones, not one per read (a credit's spend, a row per listing, was a COPY per 2,000 events).
 */
const FINAL_ROWS_PER_COPY = 20_000;

/**
 * The rebuild's fold: every table's rows in memory, by key, folded by the same `evolve`, and every
 * table of counts' totals.
 */
class DefinedRowFold implements RowFold {
  private readonly folded: Fold;

  constructor(private readonly model: Model) {
    this.folded = new Fold(
      model,
      model.tables.map((table) => new RowStore(table)),
    );
  }

  fold(event: RecordedEvent): void {
    this.folded.evolve(event);
  }

  /**
   * An append-only table's rows, never read back nor changed, written as the rebuild goes, once
   * `FINAL_ROWS_PER_COPY` of them are folded.
   */
  takeFinalRows(): TableRows[] {
    return this.model.tables.flatMap(({ definition, final }, index) =>
      final && this.folded.rows[index].byKey.size >= FINAL_ROWS_PER_COPY
        ? [
            {
              table: definition.table,
              columns: definition.columns,
              rows: this.folded.rows[index].take(),
            },
          ]
        : [],
    );
  }

  /**
   * A table's rows, given what they carry from their `from` row as the whole log left it in place:
   * they are the fold's own, and asked for once, after the last event.
   */
  private *carriedRows(index: number): Iterable<Row> {
    const { carry } = this.model.tables[index];
    const rows = this.folded.rows[index].byKey.values();
    if (!carry) return yield* rows;
    const sources = this.folded.rows[carry.from];
    for (const row of rows) {
      const from = sources.get(valueString(carry.by, row));
      if (from) for (const column of carry.columns) row[column] = from[column];
      yield row;
    }
  }

  tables(): TableRows[] {
    return [
      ...this.model.tables.map(({ definition }, index) => ({
        table: definition.table,
        columns: definition.columns,
        rows: this.carriedRows(index),
      })),
      ...this.folded.sums.map((sums) => ({
        table: sums.table.table,
        columns: countColumns(sums.table),
        rows: sums.totals(),
      })),
    ];
  }
}
