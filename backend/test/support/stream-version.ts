import { type DataSource } from 'typeorm';

/** A stream's version as the store holds it (`es_streams`); 0 when the stream does not exist. */
export async function streamVersion(dataSource: DataSource, streamId: string): Promise<bigint> {
  const rows = await dataSource.query<Array<{ version: string }>>(
    `select version from es_streams where stream_id = $1`,
    [streamId],
  );
  return rows[0] ? BigInt(rows[0].version) : 0n;
}
