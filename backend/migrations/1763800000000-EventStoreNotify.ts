import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Wakes projection processors: every statement that inserts events notifies `es_events` when its
 * transaction commits. The notification carries nothing; processors read the feed to learn what is new.
 */
export class EventStoreNotify1763800000000 implements MigrationInterface {
  name = 'EventStoreNotify1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create function es_events_notify() returns trigger language plpgsql as $$
      begin
        perform pg_notify('es_events', '');
        return null;
      end $$`);
    await queryRunner.query(`
      create trigger es_events_notify after insert on es_events
      for each statement execute function es_events_notify()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop trigger es_events_notify on es_events`);
    await queryRunner.query(`drop function es_events_notify()`);
  }
}
