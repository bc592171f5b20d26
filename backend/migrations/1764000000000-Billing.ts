import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The billing module's read models: payments (`transactions`) and Pro subscriptions. */
export class Billing1764000000000 implements MigrationInterface {
  name = 'Billing1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table transactions (
        id                  uuid primary key,
        type                text not null,
        status              text not null default 'completed',
        amount_cents        int not null,
        product             text not null,
        credits_purchased   int not null,
        period_end          timestamptz,
        provider            text not null,
        payment_gateway_ref text not null,
        seller_id           uuid not null,
        buyer_id            uuid,
        created_at          timestamptz not null,
        constraint transactions_type_known
          check (type in ('listing_fee', 'pro_membership', 'domain_sale')),
        constraint transactions_amount_not_negative check (amount_cents >= 0)
      )`);
    await queryRunner.query(
      `create index transactions_seller on transactions (seller_id, created_at desc)`,
    );
    await queryRunner.query(
      `create index transactions_buyer on transactions (buyer_id, created_at desc)
        where buyer_id is not null`,
    );
    await queryRunner.query(`
      create table subscriptions (
        user_id              uuid primary key,
        provider             text not null,
        subscription_ref     text not null,
        status               text not null,
        current_period_end   timestamptz not null,
        cancel_at_period_end boolean not null,
        updated_at           timestamptz not null,
        constraint subscriptions_status_known check (status in ('active', 'ended'))
      )`);
    await queryRunner.query(
      `create unique index subscriptions_ref on subscriptions (subscription_ref)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table subscriptions`);
    await queryRunner.query(`drop table transactions`);
  }
}
