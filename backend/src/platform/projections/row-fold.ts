import { type RecordedEvent } from '../event-store/event';

/**
 * A value of a row as COPY writes it: null for SQL null, an array for a `text[]` column, a `Json`
 * for a `jsonb` one; strings carry timestamps as the events state them (ISO 8601, with their offset
 * or Z: a rebuild refuses a time the session's time zone would have to place).
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
  /**
   * The columns written, in their order; without them, the first row's keys. Given, a row may hold
   * other keys, which are not written, and a row's own order does not matter.
   */
  columns?: readonly string[];
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
