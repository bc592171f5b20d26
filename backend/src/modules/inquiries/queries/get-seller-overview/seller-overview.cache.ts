import { Injectable } from '@nestjs/common';
import { UserCache } from '../../../../platform/cache/user-cache';
import { RedisConnection } from '../../../../platform/redis/redis.connection';
import { type SellerOverview } from './get-seller-overview.response.dto';

/** Spec section 7: the overview is cached 30 s per user. */
export const SELLER_OVERVIEW_CACHE_SECONDS = 30;

@Injectable()
export class SellerOverviewCache extends UserCache<SellerOverview> {
  constructor(redis: RedisConnection) {
    super(redis, 'seller-dashboard:overview', SELLER_OVERVIEW_CACHE_SECONDS);
  }
}
