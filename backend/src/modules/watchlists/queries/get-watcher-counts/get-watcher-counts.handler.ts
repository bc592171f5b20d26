import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type WatcherCount } from '../../http/watchlist.response.dto';

/** How many buyers watch each of the seller's listings that has any: counts, never who. */
@Injectable()
export class GetWatcherCountsHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  execute(sellerId: string): Promise<WatcherCount[]> {
    return this.dataSource.query<WatcherCount[]>(
      `select w.listing_id, count(*)::int as watchers
         from watchlist_listings l join watchlist_items w on w.listing_id = l.listing_id
        where l.seller_id = $1 group by w.listing_id order by w.listing_id`,
      [sellerId],
    );
  }
}
