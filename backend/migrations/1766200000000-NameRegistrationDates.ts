import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * When a listing's name was registered and last moved between registrars, as its RDAP record's
 * `registration` and `transfer` events said at the last check: a deal's risk checks and transfer
 * guide read them (ADR 53). Null until the name is checked again.
 */
export class NameRegistrationDates1766200000000 implements MigrationInterface {
  name = 'NameRegistrationDates1766200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      alter table domain_listings
        add column name_registered_at timestamptz,
        add column name_transferred_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      alter table domain_listings
        drop column name_registered_at,
        drop column name_transferred_at`);
  }
}
