import { type Queryable } from './event-rows';

export interface StreamGap {
  streamId: string;
  /** Events stored for the stream. */
  events: number;
  firstPosition: number;
  lastPosition: number;
  /** The version `es_streams` records; null when the stream has no row there. */
  recordedVersion: number | null;
}

/**
 * Streams whose positions are not exactly 1..n, or whose recorded version is not n: a gap, a
 * duplicate position or a lost append. Also streams recorded in `es_streams` with no events.
 */
export async function findStreamGaps(queryable: Queryable, limit = 50): Promise<StreamGap[]> {
  const rows = await queryable.query<
    Array<{
      stream_id: string;
      events: number;
      first_position: string;
      last_position: string;
      version: string | null;
    }>
  >(
    `with positions as (
       select stream_id, count(*)::int as events, min(stream_position) as first_position,
              max(stream_position) as last_position
         from es_events group by stream_id
     )
     select coalesce(p.stream_id, s.stream_id) as stream_id, coalesce(p.events, 0) as events,
            coalesce(p.first_position, 0) as first_position, coalesce(p.last_position, 0) as last_position,
            s.version
       from positions p full join es_streams s on s.stream_id = p.stream_id
      where p.stream_id is null or s.stream_id is null
         or p.first_position <> 1 or p.last_position <> p.events or s.version <> p.last_position
      order by 1
      limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    streamId: row.stream_id,
    events: row.events,
    firstPosition: Number(row.first_position),
    lastPosition: Number(row.last_position),
    recordedVersion: row.version === null ? null : Number(row.version),
  }));
}
