import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { type RecordedEvent } from '../event-store/event';
import { BinaryRows, binaryEncoders } from './binary-copy';

/**
 * A value of a row as COPY writes it: null for SQL null, an array for a `text[]` column, a `Json`
 * for a `jsonb` one; strings carry timestamps as the events state them (ISO 8601).
 */
export type CellValue = string | number | boolean | bigint | null | readonly string[] | Json;

/** A `jsonb` cell, written as `JSON.stringify` of its value, as the live path's statements do. */
export class Json {
  constructor(readonly value: unknown) {}

  /** Its value, when a row is sent as JSON rather than by COPY (a live batch's statement). */
  toJSON(): unknown {
    return this.value;
  }
}

/**
 * One table's final rows, each an object whose keys are the table's columns and whose values are
 * `CellValue`s (every row of a table built by the same object literal, so with its keys in the
 * same order); every other column of the table takes its default.
 */
export interface TableRows {
  table: string;
  rows: Iterable<object>;
}

/**
 * The rebuild's way to apply a read model's events (ADR "rebuilds by row folds"): every event of
 * the projection's types, upcast and in feed order, is folded into rows kept in memory, and the
 * final rows are written once, with COPY, into the emptied tables. It must leave exactly the rows
 * `apply` leaves for the same log; the read model's rebuild test replays one log both ways.
 */
export interface RowFold {
  fold(event: RecordedEvent): void;
  /** The final rows; asked once, after the last event. */
  tables(): TableRows[];
  /**
   * Rows that no later event changes (an append-only table's), handed over as they are folded:
   * the rebuild writes them after each read of the log, while it folds the next events, instead
   * of keeping them to the end. Rows taken are not in `tables()`.
   */
  takeFinalRows?(): TableRows[];
}

/** Rows in one COPY chunk: large enough to keep the round trips few, small enough to stream. */
const ROWS_PER_CHUNK = 2_000;

/**
 * Writes the rows with `COPY ... FROM STDIN` on the client's open transaction, the columns those
 * of the first row: in the binary format when every column's type has an encoder there
 * (`binary-copy.ts`), else in the text format. Answers how many rows it wrote.
 */
export async function copyRows(client: PoolClient, { table, rows }: TableRows): Promise<number> {
  const iterator = rows[Symbol.iterator]() as Iterator<Record<string, CellValue>>;
  const first = iterator.next();
  if (first.done) return 0;
  const columns = Object.keys(first.value);
  const types = await columnTypes(client, table);
  const encoders = binaryEncoders(columns.map((column) => types.get(column) ?? ''));
  const statement = `copy ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) from stdin`;
  let written = 0;
  const all = function* () {
    for (
      let next: IteratorResult<Record<string, CellValue>> = first;
      !next.done;
      next = iterator.next()
    ) {
      written++;
      yield next.value;
    }
  };
  const chunks = encoders ? binaryChunks(all(), columns, encoders) : textChunks(all(), columns);
  await pipeline(
    Readable.from(chunks),
    client.query(copyFrom(encoders ? `${statement} with (format binary)` : statement)),
  );
  return written;
}

/** Each column's type, as `format_type` names it. */
async function columnTypes(client: PoolClient, table: string): Promise<Map<string, string>> {
  const { rows } = await client.query<{ name: string; type: string }>(
    `select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped`,
    [quoteIdentifier(table)],
  );
  return new Map(rows.map(({ name, type }) => [name, type]));
}

function* binaryChunks(
  rows: Iterable<Record<string, CellValue>>,
  columns: readonly string[],
  encoders: NonNullable<ReturnType<typeof binaryEncoders>>,
): Generator<Buffer> {
  const out = new BinaryRows(encoders);
  let inChunk = 0;
  for (const row of rows) {
    out.row(row, columns);
    if (++inChunk === ROWS_PER_CHUNK) {
      yield out.take();
      inChunk = 0;
    }
  }
  out.end();
  yield out.take();
}

function* textChunks(
  rows: Iterable<Record<string, CellValue>>,
  columns: readonly string[],
): Generator<string> {
  let chunk = '';
  let inChunk = 0;
  for (const row of rows) {
    chunk += columns.map((column) => copyText(row[column])).join('\t') + '\n';
    if (++inChunk === ROWS_PER_CHUNK) {
      yield chunk;
      chunk = '';
      inChunk = 0;
    }
  }
  if (chunk) yield chunk;
}

/** A value in COPY's text format. */
function copyText(value: CellValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof Json) return escapeCopy(JSON.stringify(value.value));
  if (typeof value === 'string') return escapeCopy(value);
  return escapeCopy(arrayLiteral(value as readonly string[]));
}

function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

function escapeCopy(text: string): string {
  return /[\\\n\r\t]/.test(text) ? text.replace(/[\\\n\r\t]/g, (c) => COPY_ESCAPES[c]) : text;
}

export function quoteIdentifier(identifier: string): string {
  return identifier
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');
}

/** Adds `value` to the list `map` keeps under `key`. */
export function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const values = map.get(key);
  if (values) values.push(value);
  else map.set(key, [value]);
}
