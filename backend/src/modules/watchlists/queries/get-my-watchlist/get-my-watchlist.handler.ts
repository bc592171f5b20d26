import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type WatchedStatus, type WatchlistItem } from '../../http/watchlist.response.dto';

/**
 * "My watchlist", newest first: each listing's price now against when the buyer began to watch
 * it, and whether it is still for sale. A listing the read model has not caught up with yet
 * shows as it was watched.
 */
@Injectable()
export class GetMyWatchlistHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(buyerId: string): Promise<WatchlistItem[]> {
    const rows = await this.dataSource.query<
      {
        listing_id: string;
        name: string;
        price_cents_watched: number;
        price_cents: number | null;
        status: WatchedStatus | null;
        watched_at: Date;
      }[]
    >(
      `select w.listing_id, w.name, w.price_cents_watched, l.price_cents, l.status, w.watched_at
         from watchlist_items w left join watchlist_listings l on l.listing_id = w.listing_id
        where w.buyer_id = $1 order by w.watched_at desc, w.listing_id`,
      [buyerId],
    );
    return rows.map((row) => ({
      listing_id: row.listing_id,
      name: row.name,
      price_when_watched: row.price_cents_watched / 100,
      price_now: (row.price_cents ?? row.price_cents_watched) / 100,
      status: row.status ?? 'active',
      watched_at: row.watched_at.toISOString(),
    }));
  }
}
