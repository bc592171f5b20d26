import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The end of a Pro period on the profile read model: Pro holds while it is in the future. */
export class ProPlan1763900000000 implements MigrationInterface {
  name = 'ProPlan1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table profiles add column pro_until timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table profiles drop column pro_until`);
  }
}
