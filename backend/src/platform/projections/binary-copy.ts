import { BINARY_COPY_SIGNATURE } from '../database/binary-copy-format';
import { type CellValue, Json } from './row-fold';

/**
 * Rows in COPY's binary format (https://www.postgresql.org/docs/current/sql-copy.html, "Binary
 * Format"), for the rebuild's writes: the server takes each value as it stores it, without
 * parsing text (a timestamp, a uuid, an integer), which is most of what a text COPY costs it
 * (ADR 0029, round six). Each column is written by the encoder of its type; a value an encoder
 * cannot write exactly as the server would read its text is refused with an error, never written
 * otherwise.
 */
export class BinaryRows {
  /** Where rows are written; `take` copies them out, so that it is written again and again. */
  private buffer = Buffer.allocUnsafe(1 << 20);
  private at = 0;

  constructor(private readonly encoders: readonly Encoder[]) {
    BINARY_COPY_SIGNATURE.copy(this.buffer);
    this.put32(0, BINARY_COPY_SIGNATURE.length); // flags: no OIDs
    this.put32(0, BINARY_COPY_SIGNATURE.length + 4); // no header extension
    this.at = BINARY_COPY_SIGNATURE.length + 8;
  }

  /** Bytes written since the last `take`. */
  get length(): number {
    return this.at;
  }

  get bytes(): Buffer {
    return this.buffer;
  }

  /** Appends one row: the values of its `columns`, each written by its column's encoder. */
  row(row: Record<string, CellValue>, columns: readonly string[]): void {
    this.room(2);
    this.buffer[this.at] = columns.length >>> 8;
    this.buffer[this.at + 1] = columns.length;
    this.at += 2;
    for (let index = 0; index < columns.length; index++) {
      const value = row[columns[index]];
      if (value === null || value === undefined) {
        this.room(4);
        this.put32(-1, this.at);
        this.at += 4;
      } else this.encoders[index](this, value);
    }
  }

  /** Appends the trailer that ends the data. */
  end(): void {
    this.room(2);
    this.buffer[this.at++] = 0xff;
    this.buffer[this.at++] = 0xff;
  }

  /** A copy of the bytes written since the last `take`. */
  take(): Buffer {
    const taken = Buffer.allocUnsafe(this.at);
    this.buffer.copy(taken, 0, 0, this.at);
    this.at = 0;
    return taken;
  }

  /** A field of `length` bytes: its length, and the place its bytes go. */
  field(length: number): number {
    this.room(4 + length);
    this.put32(length, this.at);
    const start = this.at + 4;
    this.at = start + length;
    return start;
  }

  /** A text field: its UTF-8 bytes, with a byte before them when `prefix` is given. */
  text(text: string, prefix?: number): void {
    const length = text.length;
    this.room(5 + 3 * length);
    const buffer = this.buffer;
    const start = this.at + 4;
    let at = start;
    if (prefix !== undefined) buffer[at++] = prefix;
    // ASCII byte by byte (most names and words), else the encoder.
    let index = 0;
    for (; index < length; index++) {
      const code = text.charCodeAt(index);
      if (code > 0x7f) break;
      buffer[at + index] = code;
    }
    at += index < length ? buffer.write(text, at, 'utf8') : length;
    this.put32(at - start, this.at);
    this.at = at;
  }

  /** A 32-bit integer field. */
  int32(value: number): void {
    this.put32(value, this.field(4));
  }

  /** A 64-bit integer field from an exact JS integer. */
  int64(value: number): void {
    const start = this.field(8);
    const high = Math.floor(value / 2 ** 32);
    this.put32(high, start);
    this.put32(value - high * 2 ** 32, start + 4);
  }

  /** Writes a 32-bit integer (signed, or unsigned below 2^32) at `at`, big-endian. */
  put32(value: number, at: number): void {
    const buffer = this.buffer;
    buffer[at] = value >>> 24;
    buffer[at + 1] = value >>> 16;
    buffer[at + 2] = value >>> 8;
    buffer[at + 3] = value;
  }

  private room(needed: number): void {
    if (this.at + needed <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(2 * this.buffer.length, this.at + needed));
    this.buffer.copy(grown, 0, 0, this.at);
    this.buffer = grown;
  }
}

type Encoder = (rows: BinaryRows, value: NonNullable<CellValue>) => void;

/**
 * The encoders of the columns' types (as `format_type` names them), or undefined when one of
 * them has none here: that table is then copied as text.
 */
export function binaryEncoders(types: readonly string[]): Encoder[] | undefined {
  const encoders = types.map((type) => ENCODERS[type]);
  return encoders.every(Boolean) ? encoders : undefined;
}

const TEXT_ARRAY_ELEMENT_OID = 25;

const ENCODERS: Record<string, Encoder> = {
  text: (rows, value) => rows.text(textOf(value)),
  boolean: (rows, value) => {
    if (typeof value !== 'boolean') throw refused('boolean', value);
    rows.bytes[rows.field(1)] = value ? 1 : 0;
  },
  integer: (rows, value) => {
    const number = integerOf(value);
    if (number < -(2 ** 31) || number >= 2 ** 31) throw refused('integer', value);
    rows.int32(number);
  },
  bigint: (rows, value) => {
    if (typeof value === 'bigint') rows.bytes.writeBigInt64BE(value, rows.field(8));
    else rows.int64(integerOf(value));
  },
  uuid: (rows, value) => {
    if (typeof value !== 'string') throw refused('uuid', value);
    writeUuid(rows, value);
  },
  'timestamp with time zone': (rows, value) => {
    if (typeof value !== 'string') throw refused('timestamp with time zone', value);
    rows.int64(timestampMicros(value));
  },
  date: (rows, value) => {
    // `2026-11-27`, read off the characters.
    const [year, month, day] =
      typeof value === 'string' && value.length === 10 && value[4] === '-' && value[7] === '-'
        ? [digits(value, 0, 4), digits(value, 5, 2), digits(value, 8, 2)]
        : [-1, -1, -1];
    if (utcMicros(year, month, day, 0, 0, 0, 0, 0) === undefined) throw refused('date', value);
    rows.int32(daysFrom2000(year, month, day));
  },
  jsonb: (rows, value) => {
    // jsonb's binary form: version 1, then the JSON text.
    rows.text(value instanceof Json ? JSON.stringify(value.value) : textOf(value), 1);
  },
  'text[]': (rows, value) => {
    if (!Array.isArray(value)) throw refused('text[]', value);
    const elements = value as readonly string[];
    // Dimensions, a null flag, the elements' type; then each dimension's size and lower bound.
    const headerLength = elements.length === 0 ? 12 : 20;
    const lengthAt = rows.field(headerLength) - 4;
    const header = lengthAt + 4;
    rows.put32(elements.length === 0 ? 0 : 1, header);
    rows.put32(0, header + 4);
    rows.put32(TEXT_ARRAY_ELEMENT_OID, header + 8);
    if (elements.length > 0) {
      rows.put32(elements.length, header + 12);
      rows.put32(1, header + 16);
    }
    for (const element of elements) {
      if (typeof element !== 'string') throw refused('text[]', value);
      rows.text(element);
    }
    rows.put32(rows.length - header, lengthAt);
  },
};

/** A value as a text column takes it, as a text COPY would write it. */
function textOf(value: NonNullable<CellValue>): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  throw refused('text', value);
}

function integerOf(value: NonNullable<CellValue>): number {
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) throw refused('integer', value);
  return number;
}

/** The byte that two hex digits write, by their character codes (`first << 7 | second`), or -1. */
const HEX_PAIRS = new Int16Array(1 << 14).fill(-1);
for (const first of '0123456789abcdefABCDEF')
  for (const second of '0123456789abcdefABCDEF')
    HEX_PAIRS[(first.charCodeAt(0) << 7) | second.charCodeAt(0)] = parseInt(first + second, 16);

/** Where each of a uuid's 16 bytes is written in its canonical text, xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx. */
const UUID_BYTES = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];

/** A uuid's 16 bytes, from its canonical text or from its 32 hex digits in groups of 4. */
function writeUuid(rows: BinaryRows, value: string): void {
  const text =
    value.length === 36 &&
    value.charCodeAt(8) === 45 &&
    value.charCodeAt(13) === 45 &&
    value.charCodeAt(18) === 45 &&
    value.charCodeAt(23) === 45
      ? value
      : canonicalUuid(value);
  const start = rows.field(16);
  const bytes = rows.bytes;
  let invalid = 0;
  for (let index = 0; index < 16; index++) {
    const at = UUID_BYTES[index];
    const first = text.charCodeAt(at);
    const second = text.charCodeAt(at + 1);
    const byte = (first | second) > 127 ? -1 : HEX_PAIRS[(first << 7) | second];
    invalid |= byte;
    bytes[start + index] = byte;
  }
  if (invalid < 0) throw refused('uuid', value);
}

/** A uuid written as the server also reads it (32 hex digits, a hyphen after any 4) made canonical. */
function canonicalUuid(value: string): string {
  if (!/^[0-9a-f]{4}(?:-?[0-9a-f]{4}){7}$/i.test(value)) throw refused('uuid', value);
  const digits = value.replace(/-/g, '');
  return `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
}

/** Any ISO 8601 time with its offset (or Z), to the microsecond. */
const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)$/;

/**
 * Microseconds from 2000-01-01 UTC of an ISO 8601 time with its offset (or Z): read off the
 * characters for `2026-11-27T23:54:01.123Z`, as `Date.toISOString` and the events write a time.
 */
function timestampMicros(value: string): number {
  if (value.length === 24 && value.charCodeAt(23) === 90 /* Z */) {
    const micros = utcMicros(
      digits(value, 0, 4),
      digits(value, 5, 2),
      digits(value, 8, 2),
      digits(value, 11, 2),
      digits(value, 14, 2),
      digits(value, 17, 2),
      digits(value, 20, 3) * 1000,
      0,
    );
    if (
      micros !== undefined &&
      value[4] === '-' &&
      value[7] === '-' &&
      value[10] === 'T' &&
      value[13] === ':' &&
      value[16] === ':' &&
      value[19] === '.'
    )
      return micros;
  }
  const match = ISO_TIME.exec(value);
  const [, year, month, day, hours, minutes, seconds, fraction = '', utc, sign, offsetH, offsetM] =
    match ?? [];
  const micros =
    match &&
    utcMicros(
      Number(year),
      Number(month),
      Number(day),
      Number(hours),
      Number(minutes),
      Number(seconds),
      Number(fraction.padEnd(6, '0')),
      utc ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetH) * 60 + Number(offsetM ?? 0)),
    );
  if (micros === undefined || micros === null) throw refused('timestamp with time zone', value);
  return micros;
}

/** The number written by `count` decimal digits from `at`, or -1. */
function digits(text: string, at: number, count: number): number {
  let number = 0;
  for (let index = at; index < at + count; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return number;
}

/** Microseconds from 2000-01-01 UTC of a valid date and time at an offset, else undefined. */
function utcMicros(
  year: number,
  month: number,
  day: number,
  hours: number,
  minutes: number,
  seconds: number,
  micros: number,
  offsetMinutes: number,
): number | undefined {
  if (year < 100 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return undefined;
  if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59 || seconds < 0 || seconds > 59)
    return undefined;
  if (micros < 0 || Math.abs(offsetMinutes) > 15 * 60 + 59) return undefined;
  const days = daysFrom2000(year, month, day);
  return ((days * 24 + hours) * 60 + minutes - offsetMinutes) * 60_000_000 + seconds * 1e6 + micros;
}

function daysInMonth(year: number, month: number): number {
  if (month !== 2) return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
}

/** Days from 2000-01-01 to a date of the proleptic Gregorian calendar (H. Hinnant's days_from_civil). */
function daysFrom2000(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468 - 10_957;
}

function refused(type: string, value: unknown): Error {
  const shown = typeof value === 'bigint' ? `${value}n` : JSON.stringify(value);
  return new Error(`A rebuild cannot write ${shown} as ${type}`);
}
