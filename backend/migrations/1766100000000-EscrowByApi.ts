import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A deal's escrow at Escrow.com (docs/adr/0050-escrow-by-api.md): its request, its id and the
 * link where the buyer pays, on the deal; on each change of stage, whether Escrow.com reported
 * it (its webhook or the poll) rather than a party; and the name's transfer auth code, sealed
 * (`deal_auth_codes`, kept beside the log, never in it), with when it was entered and shown.
 */
export class EscrowByApi1766100000000 implements MigrationInterface {
  name = 'EscrowByApi1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      alter table deal_timelines
        add column escrow_state text,
        add column escrow_id text,
        add column escrow_pay_url text,
        add column escrow_fee_payer text,
        add column escrow_inspection_days int,
        add column escrow_requested_at timestamptz,
        add column auth_code_entered_at timestamptz,
        add column auth_code_viewed_at timestamptz,
        add constraint deal_timelines_escrow_state_known
          check (escrow_state in ('requested', 'open'))`);
    await queryRunner.query(
      `create index deal_timelines_escrow on deal_timelines (escrow_id) where escrow_id is not null`,
    );
    await queryRunner.query(`alter table deal_timeline_changes add column source text`);
    await queryRunner.query(`
      create table deal_auth_codes (
        timeline_id uuid primary key,
        sealed      bytea not null,
        entered_at  timestamptz not null
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table deal_auth_codes`);
    await queryRunner.query(`alter table deal_timeline_changes drop column source`);
    await queryRunner.query(`drop index deal_timelines_escrow`);
    await queryRunner.query(`
      alter table deal_timelines
        drop constraint deal_timelines_escrow_state_known,
        drop column escrow_state, drop column escrow_id, drop column escrow_pay_url,
        drop column escrow_fee_payer, drop column escrow_inspection_days,
        drop column escrow_requested_at, drop column auth_code_entered_at,
        drop column auth_code_viewed_at`);
  }
}
