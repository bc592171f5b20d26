import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** A seller's listings summed up, deleted ones excluded; money in cents. */
export interface SellerTotals {
  listings: number;
  active: number;
  sold: number;
  views: number;
  inquiries: number;
  priceCents: number;
  revenueCents: number;
  /** From listing to sale, over the sold listings. */
  secondsToSell: number;
  firstListedAt: Date | null;
}

interface TotalsRow {
  listings: number;
  active: number;
  sold: number;
  views: string;
  inquiries: string;
  price_cents: string;
  revenue_cents: string;
  seconds_to_sell: number;
  first_listed_at: Date | null;
}

/** The one query behind the stats and the profile stats. */
@Injectable()
export class SellerTotalsReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async read(sellerId: string, now: Date): Promise<SellerTotals> {
    // "active" is listingStatus (model/seller-analytics.ts) in SQL.
    const [row] = await this.dataSource.query<TotalsRow[]>(
      `select count(*)::int as listings,
              count(*) filter (where status = 'active' and (auto_relist or expires_at > $2))::int
                as active,
              count(*) filter (where status = 'sold')::int as sold,
              coalesce(sum(views), 0)::bigint as views,
              coalesce(sum(inquiries), 0)::bigint as inquiries,
              coalesce(sum(price_cents), 0)::bigint as price_cents,
              coalesce(sum(sale_price_cents) filter (where status = 'sold'), 0)::bigint
                as revenue_cents,
              coalesce(sum(extract(epoch from sold_at - listed_at)) filter (where status = 'sold'),
                       0)::float8 as seconds_to_sell,
              min(listed_at) as first_listed_at
         from dashboard_listings
        where seller_id = $1 and status <> 'deleted'`,
      [sellerId, now],
    );
    return {
      listings: row.listings,
      active: row.active,
      sold: row.sold,
      views: Number(row.views),
      inquiries: Number(row.inquiries),
      priceCents: Number(row.price_cents),
      revenueCents: Number(row.revenue_cents),
      secondsToSell: row.seconds_to_sell,
      firstListedAt: row.first_listed_at,
    };
  }
}
