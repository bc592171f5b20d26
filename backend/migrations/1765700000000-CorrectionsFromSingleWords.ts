import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { isJoinedRun } from '../src/modules/marketplace/model/name-words';

/** Words of the dictionary marked at a time. */
const BATCH = 10_000;

/**
 * The dictionary of the names' words tells single words from joined runs (`cloudpayments`,
 * `isJoinedRun`), and its trigram index holds the single words only (ADR 0046, "Corrections"): a
 * run is a correction only of a search word that starts as it does, read by the key's order. At a
 * million listings the runs were nine tenths of the dictionary and its trigram probe took 30 to
 * 100 ms a search; the single words' takes 1 to 4.
 */
export class CorrectionsFromSingleWords1765700000000 implements MigrationInterface {
  name = 'CorrectionsFromSingleWords1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `alter table marketplace_words add column joined boolean not null default false`,
    );
    await queryRunner.query(`drop index marketplace_words_trigrams`);
    let after = '';
    for (;;) {
      const words: Array<{ word: string }> = await queryRunner.query(
        `select word from marketplace_words where word > $1 order by word limit ${BATCH}`,
        [after],
      );
      if (words.length === 0) break;
      const joined = words.map(({ word }) => word).filter(isJoinedRun);
      await queryRunner.query(
        `update marketplace_words d set joined = true from unnest($1::text[]) as e(word)
          where d.word = e.word`,
        [joined],
      );
      after = words[words.length - 1].word;
    }
    await queryRunner.query(
      `create index marketplace_words_trigrams on marketplace_words using gin (word gin_trgm_ops)
        where not joined`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop index marketplace_words_trigrams`);
    await queryRunner.query(
      `create index marketplace_words_trigrams on marketplace_words using gin (word gin_trgm_ops)`,
    );
    await queryRunner.query(`alter table marketplace_words drop column joined`);
  }
}
