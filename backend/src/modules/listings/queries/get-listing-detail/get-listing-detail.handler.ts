import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { UserPlans } from '../../../identity';
import { type DomainListing } from '../../http/domain-listing.response.dto';
import { LISTING_COLUMNS, type ListingRow, toDomainListing } from '../listing-rows';
import { isUuid } from '../../../../platform/ids/uuid';
import { ListingNotFoundError } from '../../model/listing.errors';
import { type GetListingDetailQuery } from './get-listing-detail.query';

/** Another seller's listing and a malformed id answer the same 404 as a missing one. */
@Injectable()
export class GetListingDetailHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly plans: UserPlans,
    private readonly clock: Clock,
  ) {}

  /** Through `manager` inside a command's transaction: its answer (both reads asked at once). */
  async execute(
    query: GetListingDetailQuery,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<DomainListing> {
    if (!isUuid(query.listingId)) throw new ListingNotFoundError();
    const [rows, isPro] = await Promise.all([
      manager.query<ListingRow[]>(
        `select ${LISTING_COLUMNS} from domain_listings where id = $1 and seller_id = $2`,
        [query.listingId, query.sellerId],
      ),
      query.sellerIsPro ?? this.plans.isPro(query.sellerId, manager),
    ]);
    const row = rows[0];
    if (!row) throw new ListingNotFoundError();
    const tier = isPro ? 'pro' : 'free';
    return toDomainListing(row, tier, this.clock.now(), 'owner');
  }
}
