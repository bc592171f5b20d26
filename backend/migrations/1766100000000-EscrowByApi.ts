import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A deal's escrow at Escrow.com (docs/adr/0050-escrow-by-api.md): its request, its id and the
 * link where the buyer pays, on the deal; and on each change of stage, whether Escrow.com reported
 * it (its webhook or the poll) rather than a party.
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
        add constraint deal_timelines_escrow_state_known
          check (escrow_state in ('requested', 'open'))`);
    await queryRunner.query(
      `create index deal_timelines_escrow on deal_timelines (escrow_id) where escrow_id is not null`,
    );
    await queryRunner.query(`alter table deal_timeline_changes add column source text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table deal_timeline_changes drop column source`);
    await queryRunner.query(`drop index deal_timelines_escrow`);
    await queryRunner.query(`
      alter table deal_timelines
        drop constraint deal_timelines_escrow_state_known,
        drop column escrow_state, drop column escrow_id, drop column escrow_pay_url,
        drop column escrow_fee_payer, drop column escrow_inspection_days,
        drop column escrow_requested_at`);
  }
}
