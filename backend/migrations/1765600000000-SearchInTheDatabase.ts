import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { dictionaryWords, searchPiece } from '../src/modules/marketplace/model/name-words';

/** Listings whose names are split at a time while the postings are filled. */
const BATCH = 5_000;

/**
 * The marketplace's search in PostgreSQL (ADR 0046), written by the marketplace projection: the
 * postings of each name's whole words (`marketplace_name_words`, its key the words' order, for the
 * words a search word is or starts), the dictionary of those words with their trigrams (for the
 * words near a search word), and a trigram index of each label's letters and digits on sale (for a
 * search's piece). The saved searches keep their piece. The postings and the dictionary of the
 * listings already in the read model are filled here, split as the projection splits them.
 */
export class SearchInTheDatabase1765600000000 implements MigrationInterface {
  name = 'SearchInTheDatabase1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table marketplace_name_words (
        word text collate "C" not null,
        listing_id uuid not null,
        primary key (word, listing_id))`);
    await queryRunner.query(`create table marketplace_words (word text collate "C" primary key)`);
    await queryRunner.query(
      `create index marketplace_words_trigrams on marketplace_words using gin (word gin_trgm_ops)`,
    );
    await queryRunner.query(`
      create index marketplace_listings_label_pieces on marketplace_listings using gin
        ((regexp_replace(left(name, length(name) - length(extension)), '[^a-z0-9]', '', 'g'))
         gin_trgm_ops)
        where status = 'active'`);
    await queryRunner.query(`alter table saved_search_words add column search_piece text`);

    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const listings: Array<{ id: string; name: string }> = await queryRunner.query(
        `select id, name from marketplace_listings where id > $1 order by id limit ${BATCH}`,
        [after],
      );
      if (listings.length === 0) break;
      const postings = listings.flatMap(({ id, name }) =>
        dictionaryWords(name).map((word) => [word, id]),
      );
      await queryRunner.query(
        `insert into marketplace_name_words (word, listing_id)
         select * from unnest($1::text[], $2::uuid[]) on conflict do nothing`,
        [postings.map(([word]) => word), postings.map(([, id]) => id)],
      );
      after = listings[listings.length - 1].id;
    }
    await queryRunner.query(
      `insert into marketplace_words (word) select distinct word from marketplace_name_words`,
    );
    const searches: Array<{ search: string }> = await queryRunner.query(
      `select search from saved_search_words`,
    );
    await queryRunner.query(
      `update saved_search_words w set search_piece = e.piece
         from unnest($1::text[], $2::text[]) as e(search, piece) where w.search = e.search`,
      [searches.map(({ search }) => search), searches.map(({ search }) => searchPiece(search))],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table saved_search_words drop column search_piece`);
    await queryRunner.query(`drop index marketplace_listings_label_pieces`);
    await queryRunner.query(`drop table marketplace_words`);
    await queryRunner.query(`drop table marketplace_name_words`);
  }
}
