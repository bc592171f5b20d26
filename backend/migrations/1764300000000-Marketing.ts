import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The waiting list (one entry per e-mail address and interest) and the contact form's messages:
 * personal data kept beside the event log, which holds only their ids.
 */
export class Marketing1764300000000 implements MigrationInterface {
  name = 'Marketing1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table waitlist_entries (
        id            uuid primary key,
        email         text not null,
        interest_type text not null check (interest_type in ('seller', 'buyer')),
        joined_at     timestamptz not null,
        constraint waitlist_entries_one_per_interest unique (email, interest_type)
      )`);
    await queryRunner.query(`
      create table contact_messages (
        id          uuid primary key,
        name        text not null,
        email       text not null,
        subject     text not null,
        message     text not null,
        received_at timestamptz not null
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table contact_messages`);
    await queryRunner.query(`drop table waitlist_entries`);
  }
}
