import { Injectable } from '@nestjs/common';
import { UserCache } from '../../../../platform/cache/user-cache';
import { RedisConnection } from '../../../../platform/redis/redis.connection';
import { type DashboardStats } from './get-dashboard-stats.response.dto';

/** How long a seller's stats are served from the cache (spec: cached 60 s per user). */
export const DASHBOARD_STATS_CACHE_SECONDS = 60;
const PREFIX = 'dashboard:stats';

export function dashboardStatsCacheKey(userId: string): string {
  return `${PREFIX}:${userId}`;
}

/** The dashboard stats per user in Redis. */
@Injectable()
export class DashboardStatsCache extends UserCache<DashboardStats> {
  constructor(redis: RedisConnection) {
    super(redis, PREFIX, DASHBOARD_STATS_CACHE_SECONDS);
  }
}
