import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Appends in one statement, and commits that no longer queue on NOTIFY (docs/adr/0019-benchmarks.md).
 *
 * `es_append` does what the event store did in one round trip per step: optionally the streams'
 * advisory locks (first, before the transaction holds an xid), the expected-version check and
 * version move of each stream in the order given (the caller sorts them by id), and one insert of
 * every event, in the order given, each at its stream's new version less its stream's count plus
 * its offset in the stream. A failed version check raises SQLSTATE `ES409` naming the stream.
 * Called on its own it is a whole append in one autocommitted statement.
 *
 * The statement trigger that notified `es_events` is dropped: a transaction that notifies holds a
 * server-wide lock from its pre-commit to the end of its commit, so every append committed (and
 * waited for its WAL flush) one after another. The event store now notifies after its commits,
 * at most once per interval per process.
 */
export class EventStoreAppendFunction1764600000000 implements MigrationInterface {
  name = 'EventStoreAppendFunction1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop trigger es_events_notify on es_events`);
    await queryRunner.query(`drop function es_events_notify()`);
    await queryRunner.query(`
      create function es_append(
        lock_streams boolean,
        stream_ids text[],
        stream_types text[],
        expected text[],
        stream_counts int[],
        event_streams int[],
        event_offsets int[],
        event_ids uuid[],
        event_types text[],
        schema_versions int[],
        event_data jsonb[],
        event_metadata jsonb[]
      ) returns setof es_events language plpgsql as $$
      declare
        added bigint;
        next_version bigint;
        versions bigint[] := array_fill(null::bigint, array[cardinality(stream_ids)]);
      begin
        if lock_streams and cardinality(stream_ids) = 1 then
          perform pg_advisory_xact_lock(hashtextextended(stream_ids[1], 0));
        elsif lock_streams then
          perform pg_advisory_xact_lock(key)
             from (select distinct hashtextextended(s, 0) as key from unnest(stream_ids) as s
                   order by key) as keys;
        end if;
        for stream in 1 .. cardinality(stream_ids) loop
          added := stream_counts[stream];
          next_version := null;
          if expected[stream] = 'no_stream' then
            insert into es_streams (stream_id, stream_type, version)
            values (stream_ids[stream], stream_types[stream], added)
            on conflict (stream_id) do nothing returning version into next_version;
          elsif expected[stream] = 'any' then
            insert into es_streams (stream_id, stream_type, version)
            values (stream_ids[stream], stream_types[stream], added)
            on conflict (stream_id) do update
              set version = es_streams.version + added, updated_at = now()
            returning version into next_version;
          elsif expected[stream] = 'stream_exists' then
            update es_streams set version = version + added, updated_at = now()
             where stream_id = stream_ids[stream] returning version into next_version;
          else
            update es_streams set version = expected[stream]::bigint + added, updated_at = now()
             where stream_id = stream_ids[stream] and version = expected[stream]::bigint
            returning version into next_version;
          end if;
          if next_version is null then
            raise exception 'concurrency conflict on %', stream_ids[stream]
              using errcode = 'ES409', detail = stream_ids[stream];
          end if;
          versions[stream] := next_version;
        end loop;
        return query
          insert into es_events
            (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
          select stream_ids[e.stream], versions[e.stream] - stream_counts[e.stream] + e.offset_in_stream,
                 e.id, e.type, e.schema_version, e.data, e.metadata
            from unnest(event_streams, event_offsets, event_ids, event_types, schema_versions,
                        event_data, event_metadata) with ordinality
                 as e(stream, offset_in_stream, id, type, schema_version, data, metadata, ordinality)
           order by e.ordinality
          returning *;
      end $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `drop function es_append(boolean, text[], text[], text[], int[], int[], int[], uuid[], text[], int[], jsonb[], jsonb[])`,
    );
    await queryRunner.query(`
      create function es_events_notify() returns trigger language plpgsql as $$
      begin
        perform pg_notify('es_events', '');
        return null;
      end $$`);
    await queryRunner.query(`
      create trigger es_events_notify after insert on es_events
      for each statement execute function es_events_notify()`);
  }
}
