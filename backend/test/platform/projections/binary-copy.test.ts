import { Client, type PoolClient } from 'pg';
import { type CellValue, Json } from '../../../src/platform/projections/row-fold';
import { columnTypesOf, PreparedCopy } from '../../../src/platform/projections/table-copy';
import { testServerUrl } from '../../support/test-database';

/** A column of every type the rebuild writes in COPY's binary format. */
const COLUMNS = {
  id: 'integer',
  a_text: 'text',
  a_boolean: 'boolean',
  an_integer: 'integer',
  a_bigint: 'bigint',
  a_uuid: 'uuid',
  a_time: 'timestamptz',
  a_date: 'date',
  a_jsonb: 'jsonb',
  some_texts: 'text[]',
};
type Row = { [column in keyof typeof COLUMNS]: CellValue };

const ROWS: Row[] = [
  {
    id: 1,
    a_text: 'tab\there, new\nline, back\\slash, café ☕ 𝄞',
    a_boolean: true,
    an_integer: 2147483647,
    a_bigint: 9007199254740993n,
    a_uuid: '9b95ba40-f511-46c6-b727-0dbf62f3b4e1',
    a_time: '2026-11-27T23:54:01.123Z',
    a_date: '2026-11-27',
    a_jsonb: new Json({ a: [1, 'x\ty', null], b: { c: 'é' } }),
    some_texts: ['with,comma', 'quote"d', 'NULL', '', 'back\\slash', '{braces}', 'ü'],
  },
  {
    id: 2,
    a_text: '',
    a_boolean: false,
    an_integer: -2147483648,
    a_bigint: -5,
    a_uuid: '9B95BA40F51146C6B7270DBF62F3B4E1',
    a_time: '1999-12-31T23:59:59.999Z',
    a_date: '1999-01-01',
    a_jsonb: new Json('a string'),
    some_texts: [],
  },
  {
    id: 3,
    a_text: 42,
    a_boolean: true,
    an_integer: '17',
    a_bigint: '123456789012',
    a_uuid: '9b95-ba40-f511-46c6-b727-0dbf-62f3-b4e1',
    a_time: '2024-02-29T10:00:00.5-05:30',
    a_date: '2024-02-29',
    a_jsonb: new Json(3),
    some_texts: ['one'],
  },
  {
    id: 4,
    a_text: '\\N',
    a_boolean: false,
    an_integer: 0,
    a_bigint: 0n,
    a_uuid: '00000000-0000-0000-0000-000000000000',
    a_time: '2026-06-01T12:00:00.123456+02:00',
    a_date: '1970-01-01',
    a_jsonb: new Json([]),
    some_texts: ['a', 'b'],
  },
  {
    id: 5,
    a_text: 'times without a fraction, and before 1970',
    a_boolean: true,
    an_integer: 1,
    a_bigint: -9007199254740991,
    a_uuid: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
    a_time: '1969-07-20T20:17:40Z',
    a_date: '2000-03-01',
    a_jsonb: new Json({}),
    some_texts: ['ü'],
  },
  {
    id: 6,
    a_text: null,
    a_boolean: null,
    an_integer: null,
    a_bigint: null,
    a_uuid: null,
    a_time: null,
    a_date: null,
    a_jsonb: null,
    some_texts: null,
  },
];

/**
 * The rebuild writes rows with COPY in the binary format, encoding each value itself: each must be
 * stored exactly as the server stores the same value sent as text, as the live path's statements
 * send it.
 */
describe('COPY in the binary format', () => {
  let client: Client;
  const copy = async (table: string, rows: object[]) => {
    const connection = client as unknown as PoolClient;
    const types = await columnTypesOf(connection, [table]);
    return new PreparedCopy({ table, rows }, types.get(table)).copy(connection);
  };
  const stored = (table: string) =>
    client
      .query<{ row: string }>(`select t::text as row from ${table} t order by id`)
      .then(({ rows }) => rows.map(({ row }) => row));

  beforeAll(async () => {
    client = new Client({ connectionString: testServerUrl() });
    await client.connect();
    const columns = Object.entries(COLUMNS)
      .map(([name, type]) => `${name} ${type}`)
      .join(', ');
    await client.query(`create temporary table copied (${columns})`);
    await client.query(`create temporary table inserted (${columns})`);
  });

  afterAll(() => client.end());

  it('stores every value as the server stores its text', async () => {
    expect(await copy('copied', ROWS)).toBe(ROWS.length);
    const names = Object.keys(COLUMNS);
    for (const row of ROWS)
      await client.query(
        `insert into inserted (${names.join(', ')})
         values (${names.map((name, index) => `$${index + 1}::${COLUMNS[name as keyof Row]}`).join(', ')})`,
        names.map((name) => {
          const value = row[name as keyof Row];
          if (value instanceof Json) return JSON.stringify(value.value);
          return typeof value === 'bigint' ? String(value) : value;
        }),
      );

    const copied = await stored('copied');
    expect(copied).toEqual(await stored('inserted'));
    expect(copied).toHaveLength(ROWS.length);
    expect(copied[0]).toContain('café ☕ 𝄞');
  });

  it.each([
    ['a_uuid', 'not-a-uuid', 'cannot write "not-a-uuid" as uuid'],
    ['a_uuid', '9b95ba40-f511-46c6-b727-0dbf62f3b4e', 'as uuid'],
    ['a_uuid', '9b95ba40-f511-46c6-b727-0dbf62f3b4eg', 'as uuid'],
    ['a_uuid', 'ü9b95ba4-f511-46c6-b727-0dbf62f3b4e1', 'as uuid'],
    ['a_uuid', '9b95ba40-f511-46c6-b727-0dbf62f3b4\u0131', 'as uuid'],
    ['a_time', '2026-02-30T00:00:00.000Z', 'as timestamp with time zone'],
    ['a_date', '2026-13-01', 'as date'],
    ['an_integer', 2 ** 31, 'as integer'],
    ['a_boolean', 'maybe', 'as boolean'],
  ])(
    'refuses to write %s %j, as the server would refuse its text',
    async (column, value, message) => {
      await expect(copy('copied', [{ ...ROWS[0], id: 7, [column]: value }])).rejects.toThrow(
        message,
      );
      expect(await stored('copied')).toHaveLength(ROWS.length);
    },
  );

  it('refuses a time without its offset, which the session time zone would place', async () => {
    await expect(
      copy('copied', [{ ...ROWS[0], id: 7, a_time: '2026-06-01T12:00:00' }]),
    ).rejects.toThrow('cannot write "2026-06-01T12:00:00" as timestamp with time zone');
  });

  it('writes a table with a type it has no encoder for as text', async () => {
    await client.query('create temporary table priced (id integer, price numeric(10, 2))');
    await copy('priced', [
      { id: 1, price: '12.50' },
      { id: 2, price: null },
    ]);
    expect(await stored('priced')).toEqual(['(1,12.50)', '(2,)']);
  });
});
