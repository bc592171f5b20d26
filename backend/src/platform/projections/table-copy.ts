import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as yieldToIo } from 'node:timers/promises';
import { type PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { BinaryRows, binaryEncoders } from './binary-copy';
import { type CellValue, Json, quoteIdentifier, type TableRows } from './row-fold';

/** Rows in one COPY chunk, and encoded between two turns of the event loop. */
const ROWS_PER_CHUNK = 2_000;

/** Each table's columns and their types (as `format_type` names them), by the name given. */
export type ColumnTypes = Map<string, Map<string, string>>;

/** The columns' types of `tables`, in one query. */
export async function columnTypesOf(client: PoolClient, tables: string[]): Promise<ColumnTypes> {
  const { rows } = await client.query<{ table: string; name: string; type: string }>(
    `select t.name as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type
       from unnest($1::text[], $2::text[]) as t(name, quoted)
       join pg_attribute a on a.attrelid = to_regclass(t.quoted)
      where a.attnum > 0 and not a.attisdropped`,
    [tables, tables.map(quoteIdentifier)],
  );
  const types: ColumnTypes = new Map(tables.map((table) => [table, new Map()]));
  for (const { table, name, type } of rows) types.get(table)?.set(name, type);
  return types;
}

/** How a `PreparedCopy` writes its rows. */
export interface CopyOptions {
  /**
   * Written frozen (`COPY ... FREEZE`), which PostgreSQL allows only into a table emptied or
   * created in the transaction (a rebuild's, a check's scratch copy): once committed, the rows are
   * visible to every snapshot, also one older than the transaction (TRUNCATE is not MVCC-safe, and
   * such a reader would otherwise find the table empty), and their pages are all-visible, so that
   * index-only scans need no vacuum first.
   */
  freeze?: boolean;
}

/**
 * A table's rows being made ready for `COPY ... FROM STDIN`, the columns those given or else the
 * first row's: in the binary format when every column's type has an encoder (`binary-copy.ts`),
 * else in the text format. They are encoded from the moment it is made, a chunk at a time, giving
 * way to I/O between chunks: while the connection is busy with earlier statements (the read of the
 * log, another table's COPY or indexes), Node gets the rows ready, and `copy` sends them as they
 * come.
 */
export class PreparedCopy {
  /** Settles when every row is encoded (or encoding failed; `copy` then fails). */
  readonly encoded: Promise<void>;
  /** Time spent encoding, in ms. */
  encodeMs = 0;
  private statement = '';
  private readonly chunks: Array<Buffer | string> = [];
  private finished = false;
  private failure: unknown;
  private wake?: () => void;
  private written = 0;

  constructor(
    { table, columns, rows }: TableRows,
    types: Map<string, string> | undefined,
    private readonly options: CopyOptions = {},
  ) {
    this.encoded = this.encode(table, columns, rows[Symbol.iterator]() as Iterator<Row>, types);
  }

  /** Writes the rows on the client's open transaction; answers how many it wrote. */
  async copy(client: PoolClient): Promise<number> {
    await this.next();
    if (this.chunks.length === 0) {
      if (this.failure !== undefined) throw this.failure;
      return 0;
    }
    await pipeline(Readable.from(this.sent()), client.query(copyFrom(this.statement)));
    return this.written;
  }

  private async encode(
    table: string,
    given: readonly string[] | undefined,
    iterator: Iterator<Row>,
    types: Map<string, string> | undefined,
  ): Promise<void> {
    try {
      let started = performance.now();
      const first = iterator.next();
      if (first.done) return;
      const columns = given ?? Object.keys(first.value);
      const encoders = binaryEncoders(columns.map((column) => types?.get(column) ?? ''));
      const freeze = this.options.freeze ? ', freeze' : '';
      this.statement = `copy ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) from stdin with (format ${encoders ? 'binary' : 'text'}${freeze})`;
      const binary = encoders && new BinaryRows(encoders);
      let row: IteratorResult<Row> = first;
      while (!row.done) {
        let text = '';
        for (let inChunk = 0; inChunk < ROWS_PER_CHUNK && !row.done; inChunk++) {
          if (binary) binary.row(row.value, columns);
          else text += textLine(row.value, columns);
          this.written++;
          row = iterator.next();
        }
        if (row.done) binary?.end();
        this.push(binary ? binary.take() : text);
        this.encodeMs += performance.now() - started;
        if (!row.done) await yieldToIo();
        started = performance.now();
      }
    } catch (error) {
      this.failure = error;
    } finally {
      this.finished = true;
      this.wake?.();
    }
  }

  private push(chunk: Buffer | string): void {
    this.chunks.push(chunk);
    this.wake?.();
  }

  /** Waits for the next chunk (or the end). */
  private async next(): Promise<void> {
    while (this.chunks.length === 0 && !this.finished)
      await new Promise<void>((resolve) => (this.wake = resolve));
    this.wake = undefined;
  }

  private async *sent(): AsyncGenerator<Buffer | string> {
    for (;;) {
      await this.next();
      const chunk = this.chunks.shift();
      if (chunk !== undefined) yield chunk;
      else if (this.failure !== undefined) throw this.failure;
      else return;
    }
  }
}

type Row = Record<string, CellValue>;

function textLine(row: Row, columns: readonly string[]): string {
  return columns.map((column) => copyText(row[column])).join('\t') + '\n';
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
