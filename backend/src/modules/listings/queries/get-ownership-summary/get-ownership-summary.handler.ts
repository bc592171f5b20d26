import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type GetOwnershipSummaryQuery } from './get-ownership-summary.query';
import { type OwnershipSummary } from './get-ownership-summary.response.dto';

@Injectable()
export class GetOwnershipSummaryHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(query: GetOwnershipSummaryQuery): Promise<OwnershipSummary> {
    const [row] = await this.dataSource.query<
      [
        Omit<OwnershipSummary, 'checked_since'> & {
          checked_since: number;
        },
      ]
    >(
      `select count(*)::int as listings,
              count(*) filter (where status <> 'suspended' and verified_at is not null)::int
                as verified,
              count(*) filter (where status <> 'suspended' and verified_at is null)::int
                as unverified,
              count(*) filter (where status = 'suspended')::int as suspended,
              count(*) filter (where last_checked_at >= $2)::int as checked_since
         from domain_listings
        where seller_id = $1 and status in ('active', 'suspended', 'expired')`,
      [query.sellerId, query.since ?? null],
    );
    return { ...row, checked_since: query.since ? row.checked_since : null };
  }
}
