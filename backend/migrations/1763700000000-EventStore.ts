import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class EventStore1763700000000 implements MigrationInterface {
  name = 'EventStore1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`create sequence es_global_position`);
    await queryRunner.query(`
      create table es_streams (
        stream_id   text primary key,
        stream_type text not null,
        version     bigint not null,
        created_at  timestamptz not null default now(),
        updated_at  timestamptz not null default now()
      )`);
    await queryRunner.query(`
      create table es_events (
        global_position bigint not null default nextval('es_global_position'),
        transaction_id  xid8 not null default pg_current_xact_id(),
        stream_id       text not null,
        stream_position bigint not null,
        event_id        uuid not null,
        event_type      text not null,
        schema_version  int not null default 1,
        data            jsonb not null,
        metadata        jsonb not null default '{}'::jsonb,
        created_at      timestamptz not null default now(),
        primary key (stream_id, stream_position),
        unique (stream_id, event_id)
      )`);
    await queryRunner.query(
      `create index es_events_feed on es_events (transaction_id, global_position)`,
    );
    await queryRunner.query(
      `create unique index es_events_global_position on es_events (global_position)`,
    );
    await queryRunner.query(`
      create table es_checkpoints (
        processor_id text primary key,
        last_tx      xid8 not null default '0'::xid8,
        last_pos     bigint not null default 0,
        status       text not null default 'idle',
        owner        text,
        updated_at   timestamptz not null default now()
      )`);
    await queryRunner.query(`
      create table es_processed (
        processor_id text not null,
        event_id     uuid not null,
        processed_at timestamptz not null default now(),
        primary key (processor_id, event_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table es_processed`);
    await queryRunner.query(`drop table es_checkpoints`);
    await queryRunner.query(`drop table es_events`);
    await queryRunner.query(`drop table es_streams`);
    await queryRunner.query(`drop sequence es_global_position`);
  }
}
