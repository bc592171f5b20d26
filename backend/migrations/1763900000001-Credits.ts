import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The credits module's read model: lots and the credit each listing spent. */
export class Credits1763900000001 implements MigrationInterface {
  name = 'Credits1763900000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table credit_lots (
        id             uuid primary key,
        user_id        uuid not null,
        kind           text not null,
        amount         int not null,
        granted_at     timestamptz not null,
        expires_at     timestamptz not null,
        source         text not null,
        expired_at     timestamptz,
        expired_amount int,
        constraint credit_lots_kind_known check (kind in ('purchased', 'pro_allocation')),
        constraint credit_lots_amount_positive check (amount > 0)
      )`);
    await queryRunner.query(`create index credit_lots_user on credit_lots (user_id, expires_at)`);
    await queryRunner.query(`
      create table credit_spends (
        listing_id uuid primary key,
        lot_id     uuid not null references credit_lots (id),
        spent_at   timestamptz not null
      )`);
    await queryRunner.query(`create index credit_spends_lot on credit_spends (lot_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table credit_spends`);
    await queryRunner.query(`drop table credit_lots`);
  }
}
