import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Mail written in the same transaction as the change that causes it, sent afterwards. */
export class MailOutbox1763800000001 implements MigrationInterface {
  name = 'MailOutbox1763800000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table mail_outbox (
        id           uuid primary key,
        to_address   text not null,
        subject      text not null,
        text_body    text not null,
        template     text not null,
        status       text not null default 'pending',
        attempts     int not null default 0,
        last_error   text,
        created_at   timestamptz not null,
        sent_at      timestamptz,
        constraint mail_outbox_status_known check (status in ('pending', 'sent', 'logged', 'failed'))
      )`);
    await queryRunner.query(
      `create index mail_outbox_pending on mail_outbox (created_at) where status = 'pending'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table mail_outbox`);
  }
}
