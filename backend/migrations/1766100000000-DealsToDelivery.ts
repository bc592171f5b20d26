import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Deals followed to the delivered name (ADR 50, 51). On the deal: its escrow at Escrow.com (the
 * request, the id, the link where the buyer pays), when the transfer auth code was entered and
 * shown, the registrar receiving the name, and a hold; on each change of stage, what reported it
 * (Escrow.com's webhook or poll, the name's RDAP record) when no party did. Beside the log: the
 * sealed auth code (`deal_auth_codes`) and when the delivery watch asks RDAP next
 * (`deal_delivery_checks`).
 */
export class DealsToDelivery1766100000000 implements MigrationInterface {
  name = 'DealsToDelivery1766100000000';

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
        add column receiving_registrar text,
        add column hold_reason text,
        add column hold_registrar text,
        add column held_at timestamptz,
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
    await queryRunner.query(`
      create table deal_delivery_checks (
        timeline_id        uuid primary key,
        attempts           int not null,
        next_at            timestamptz not null,
        baseline_registrar text
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table deal_delivery_checks`);
    await queryRunner.query(`drop table deal_auth_codes`);
    await queryRunner.query(`alter table deal_timeline_changes drop column source`);
    await queryRunner.query(`drop index deal_timelines_escrow`);
    await queryRunner.query(`
      alter table deal_timelines
        drop constraint deal_timelines_escrow_state_known,
        drop column escrow_state, drop column escrow_id, drop column escrow_pay_url,
        drop column escrow_fee_payer, drop column escrow_inspection_days,
        drop column escrow_requested_at, drop column auth_code_entered_at,
        drop column auth_code_viewed_at, drop column receiving_registrar, drop column hold_reason,
        drop column hold_registrar, drop column held_at`);
  }
}
