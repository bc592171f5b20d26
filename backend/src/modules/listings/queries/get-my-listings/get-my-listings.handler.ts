import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { paginationOf } from '../../../../platform/http/pagination.dto';
import { UserPlans } from '../../../identity';
import { LISTING_COLUMNS, type ListingRow, toDomainListing } from '../listing-rows';
import { type GetMyListingsQuery } from './get-my-listings.query';
import { type MyListingsPage } from './get-my-listings.response.dto';

@Injectable()
export class GetMyListingsHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly plans: UserPlans,
    private readonly clock: Clock,
  ) {}

  async execute(query: GetMyListingsQuery): Promise<MyListingsPage> {
    const where = ['seller_id = $1'];
    const params: unknown[] = [query.sellerId];
    if (query.statuses && query.statuses.length > 0) {
      params.push(query.statuses);
      where.push(`status = any($${params.length}::text[])`);
    }
    const search = query.search?.trim().toLowerCase();
    if (search) {
      params.push(`%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
      where.push(`name like $${params.length}`);
    }
    const filter = where.join(' and ');
    const [{ total }] = await this.dataSource.query<[{ total: number }]>(
      `select count(*)::int as total from domain_listings where ${filter}`,
      params,
    );
    const rows: ListingRow[] = await this.dataSource.query(
      `select ${LISTING_COLUMNS} from domain_listings where ${filter}
        order by created_at desc, id
        limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    );
    const tier = (await this.plans.isPro(query.sellerId)) ? 'pro' : 'free';
    const now = this.clock.now();
    return {
      domains: rows.map((row) => toDomainListing(row, tier, now, 'owner')),
      pagination: paginationOf(query.page, query.limit, total),
    };
  }
}
