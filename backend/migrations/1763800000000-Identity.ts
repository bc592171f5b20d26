import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The identity module's tables: accounts, refresh-token families, one-time codes, the profiles read model. */
export class Identity1763800000000 implements MigrationInterface {
  name = 'Identity1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table users (
        id                uuid primary key,
        email             text not null,
        password_hash     text not null,
        full_name         text not null default 'User',
        role              text not null default 'user',
        email_verified_at timestamptz,
        created_at        timestamptz not null,
        updated_at        timestamptz not null,
        constraint users_email_normalised check (email = lower(btrim(email))),
        constraint users_role_known check (role in ('user', 'auditor'))
      )`);
    await queryRunner.query(`create unique index users_email on users (email)`);
    await queryRunner.query(`
      create table refresh_tokens (
        id          uuid primary key,
        user_id     uuid not null references users (id) on delete cascade,
        family_id   uuid not null,
        token_hash  text not null,
        parent_id   uuid references refresh_tokens (id) on delete set null,
        expires_at  timestamptz not null,
        revoked_at  timestamptz,
        replaced_by uuid,
        created_at  timestamptz not null
      )`);
    await queryRunner.query(
      `create unique index refresh_tokens_hash on refresh_tokens (token_hash)`,
    );
    await queryRunner.query(
      `create index refresh_tokens_live_family on refresh_tokens (family_id) where revoked_at is null`,
    );
    await queryRunner.query(`create index refresh_tokens_user on refresh_tokens (user_id)`);
    await queryRunner.query(`
      create table one_time_codes (
        id         uuid primary key,
        user_id    uuid not null references users (id) on delete cascade,
        purpose    text not null,
        code_hash  text not null,
        attempts   int not null default 0,
        expires_at timestamptz not null,
        used_at    timestamptz,
        created_at timestamptz not null,
        constraint one_time_codes_purpose_known check (purpose in ('password_reset', 'sign_in'))
      )`);
    await queryRunner.query(`create index one_time_codes_hash on one_time_codes (code_hash)`);
    await queryRunner.query(
      `create index one_time_codes_live on one_time_codes (user_id, purpose) where used_at is null`,
    );
    await queryRunner.query(`
      create table profiles (
        id                uuid primary key,
        user_tier         text not null default 'free',
        accepted_terms    boolean not null,
        marketing_consent boolean not null,
        created_at        timestamptz not null,
        updated_at        timestamptz not null,
        constraint profiles_tier_known check (user_tier in ('free', 'pro'))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table profiles`);
    await queryRunner.query(`drop table one_time_codes`);
    await queryRunner.query(`drop table refresh_tokens`);
    await queryRunner.query(`drop table users`);
  }
}
