import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { ReadDatabase } from '../../../../platform/database/read-database';
import { ListingNotFoundError } from '../../../listings';
import { type MarketplaceListing } from '../get-public-listings/get-public-listings.response.dto';
import {
  MARKETPLACE_COLUMNS,
  type MarketplaceRow,
  ON_MARKETPLACE,
  toMarketplaceListing,
} from '../marketplace-rows';

/** One listing on the marketplace by its domain name; 404 when the name is not on sale. */
@Injectable()
export class GetPublicListingHandler {
  constructor(
    private readonly dataSource: ReadDatabase,
    private readonly clock: Clock,
  ) {}

  async execute(name: string): Promise<MarketplaceListing> {
    const wanted = name.trim().toLowerCase();
    if (wanted.length === 0 || wanted.length > 253) throw new ListingNotFoundError();
    const now = this.clock.now();
    const [row] = await this.dataSource.query<MarketplaceRow[]>(
      `select ${MARKETPLACE_COLUMNS} from marketplace_listings l
        where l.name = $2 and ${ON_MARKETPLACE}
        order by l.period_start desc limit 1`,
      [now, wanted],
    );
    if (!row) throw new ListingNotFoundError();
    return toMarketplaceListing(row, now);
  }
}
