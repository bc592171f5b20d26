import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { SharedRuns } from '../../../platform/cache/shared-runs';
import { PLAN_CHANGED } from '../../identity';
import { type SearchRow, SearchIndex } from '../model/search-index';
import { MarketplaceListingsProjection } from '../projections/marketplace-listings.projection';

/** Rows read at a time when the index is loaded whole. */
const LOAD_CHUNK = 20_000;

/** Where the read model was when the index last followed it. */
interface ReadModelState {
  /** The marketplace projection's checkpoint. */
  tx: string;
  pos: string;
  /** The table's file: a rebuild truncates it, and the index is then loaded again whole. */
  file: string;
}

const SEARCH_COLUMNS = `l.id, l.name, l.status, l.auto_relist as "autoRelist",
  (extract(epoch from l.expires_at) * 1000)::float8 as "expiresAt", l.is_priority as "isPriority",
  (extract(epoch from l.period_start) * 1000)::float8 as "periodStart",
  (extract(epoch from l.created_at) * 1000)::float8 as "createdAt", l.price_cents as "priceCents", l.views,
  l.inquiries, l.verified, l.category, l.extension, l.registrar`;

const STATE = `select coalesce(c.last_tx::text, '0') as tx, coalesce(c.last_pos::text, '0') as pos,
  pg_relation_filenode('marketplace_listings')::text as file
  from (select 1) as one
  left join es_checkpoints c on c.processor_id = 'marketplace.listings'`;

/**
 * The marketplace's search index (`SearchIndex`), kept as the read model is (ADR 0036): loaded
 * whole on the first search, then before each search brought up to the marketplace projection's
 * checkpoint by reading again the rows of the listings (and the sellers, for a plan change) whose
 * events the projection applied since. A rebuild of the read model loads it whole again. One
 * follow at a time; a search that comes while one runs waits for the next, so it never reads an
 * index older than the read model it arrived to.
 */
@Injectable()
export class SearchIndexFeed {
  private index = new SearchIndex();
  private state: ReadModelState | undefined;
  private readonly following = new SharedRuns(() => this.catchUp());

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly projection: MarketplaceListingsProjection,
  ) {}

  /** The index as of the read model now. */
  async current(): Promise<SearchIndex> {
    await this.following.run();
    return this.index;
  }

  private async catchUp(): Promise<void> {
    const [now] = await this.dataSource.query<ReadModelState[]>(STATE);
    const known = this.state;
    if (known && known.file === now.file && known.tx === now.tx && known.pos === now.pos) return;
    await this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const [seen] = await manager.query<ReadModelState[]>(STATE);
      if (!known || known.file !== seen.file) await this.loadWhole(manager);
      else await this.readChanged(manager, known, seen);
      this.state = seen;
    });
  }

  private async loadWhole(manager: EntityManager): Promise<void> {
    const index = new SearchIndex();
    index.loadingInBulk();
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await manager.query<SearchRow[]>(
        `select ${SEARCH_COLUMNS} from marketplace_listings l where l.id > $1 order by l.id limit $2`,
        [after, LOAD_CHUNK],
      );
      for (const row of rows) index.upsert(row);
      if (rows.length < LOAD_CHUNK) break;
      after = rows[rows.length - 1].id;
    }
    this.index = index;
  }

  /**
   * The rows of the listings whose events (or whose sellers' plan changes) came since `from`: their
   * ids first, then the rows by key, so that a large range of events never turns the read of a
   * few rows into a scan of the table.
   */
  private async readChanged(
    manager: EntityManager,
    from: ReadModelState,
    to: ReadModelState,
  ): Promise<void> {
    const [changed] = await manager.query<[{ listings: string[]; sellers: string[] }]>(
      `select coalesce(array_agg(distinct e.data->>'listingId')
                         filter (where e.data->>'listingId' is not null), '{}') as listings,
              coalesce(array_agg(distinct e.data->>'userId') filter (where e.event_type = $5), '{}')
                as sellers
         from es_events e
        where (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
          and (e.transaction_id, e.global_position) <= ($3::xid8, $4::bigint)
          and e.event_type = any($6::text[])`,
      [from.tx, from.pos, to.tx, to.pos, PLAN_CHANGED, this.projection.eventTypes],
    );
    if (changed.listings.length === 0 && changed.sellers.length === 0) return;
    const rows = await manager.query<SearchRow[]>(
      `select ${SEARCH_COLUMNS} from marketplace_listings l where l.id = any($1::uuid[])
       union all
       select ${SEARCH_COLUMNS} from marketplace_listings l where l.seller_id = any($2::uuid[])`,
      [changed.listings, changed.sellers],
    );
    for (const row of rows) this.index.upsert(row);
  }
}
