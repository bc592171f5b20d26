import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Personal API tokens, idempotency keys and outgoing webhooks (ADR 0031). `api_tokens` keeps only a
 * SHA-256 hash of each token and its short visible prefix, written beside the token's events
 * (which carry neither). `idempotency_keys` keeps each key's first answer for 24 hours.
 * `webhook_endpoints` keeps each endpoint's signing secret beside its events. `webhook_events`,
 * `webhook_listings` and `webhook_endpoint_starts` are the read model of what a seller's endpoints
 * may receive, in log order (an endpoint receives the events after its registration);
 * `webhook_deliveries` and `webhook_attempts` are the state and history of sending them.
 */
export class ApiTokensIdempotencyWebhooks1765100000000 implements MigrationInterface {
  name = 'ApiTokensIdempotencyWebhooks1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table api_tokens (
        id            uuid primary key,
        owner_id      uuid not null,
        name          text not null,
        scopes        text[] not null,
        prefix        text not null,
        secret_hash   text not null unique,
        created_at    timestamptz not null,
        last_used_at  timestamptz,
        revoked_at    timestamptz
      )`);
    await queryRunner.query(`create index api_tokens_owner on api_tokens (owner_id, created_at)`);
    await queryRunner.query(`
      create table idempotency_keys (
        caller        text not null,
        key           text not null,
        fingerprint   text not null,
        status        integer,
        body          jsonb,
        locked_until  timestamptz,
        created_at    timestamptz not null,
        expires_at    timestamptz not null,
        primary key (caller, key)
      )`);
    await queryRunner.query(
      `create index idempotency_keys_expiry on idempotency_keys (expires_at)`,
    );
    await queryRunner.query(`
      create table webhook_endpoints (
        id          uuid primary key,
        owner_id    uuid not null,
        url         text not null,
        events      text[] not null,
        secret      text not null,
        created_at  timestamptz not null,
        removed_at  timestamptz
      )`);
    await queryRunner.query(
      `create index webhook_endpoints_owner on webhook_endpoints (owner_id, created_at)`,
    );
    await queryRunner.query(`
      create table webhook_endpoint_starts (
        endpoint_id  uuid primary key,
        seq          bigint not null
      )`);
    await queryRunner.query(`
      create table webhook_listings (
        listing_id  uuid primary key,
        name        text not null
      )`);
    await queryRunner.query(`
      create table webhook_events (
        seq          bigint primary key,
        event_id     uuid not null unique,
        owner_id     uuid not null,
        listing_id   uuid not null,
        type         text not null,
        payload      jsonb not null,
        occurred_at  timestamptz not null
      )`);
    await queryRunner.query(
      `create index webhook_events_owner_listing on webhook_events (owner_id, listing_id, seq)`,
    );
    await queryRunner.query(`
      create table webhook_deliveries (
        id                uuid primary key,
        endpoint_id       uuid not null,
        event_id          uuid not null,
        listing_id        uuid not null,
        type              text not null,
        status            text not null,
        attempts          integer not null default 0,
        next_attempt_at   timestamptz not null,
        last_status_code  integer,
        last_error        text,
        last_attempt_at   timestamptz,
        delivered_at      timestamptz,
        created_at        timestamptz not null,
        unique (endpoint_id, event_id)
      )`);
    await queryRunner.query(
      `create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending'`,
    );
    await queryRunner.query(
      `create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, created_at)`,
    );
    await queryRunner.query(`
      create table webhook_attempts (
        delivery_id   uuid not null,
        attempt       integer not null,
        status_code   integer,
        error         text,
        attempted_at  timestamptz not null,
        primary key (delivery_id, attempt)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'webhook_attempts',
      'webhook_deliveries',
      'webhook_events',
      'webhook_listings',
      'webhook_endpoint_starts',
      'webhook_endpoints',
      'idempotency_keys',
      'api_tokens',
    ])
      await queryRunner.query(`drop table ${table}`);
  }
}
