import { Injectable, Logger } from '@nestjs/common';
import { RedisConnection } from '../../../../platform/redis/redis.connection';
import { type DashboardStats } from './get-dashboard-stats.response.dto';

/** How long a seller's stats are served from the cache (spec: cached 60 s per user). */
export const DASHBOARD_STATS_CACHE_SECONDS = 60;

export function dashboardStatsCacheKey(userId: string): string {
  return `dashboard:stats:${userId}`;
}

/**
 * The stats per user in Redis; without Redis nothing is cached. A cache that cannot be reached is
 * a miss, never a failed request.
 */
@Injectable()
export class DashboardStatsCache {
  private readonly logger = new Logger('DashboardStatsCache');

  constructor(private readonly redis: RedisConnection) {}

  async read(userId: string): Promise<DashboardStats | undefined> {
    const cached = await this.redis.client
      ?.get(dashboardStatsCacheKey(userId))
      .catch((error: Error) => this.warn('read', error));
    return cached ? (JSON.parse(cached) as DashboardStats) : undefined;
  }

  async write(userId: string, stats: DashboardStats): Promise<void> {
    await this.redis.client
      ?.set(
        dashboardStatsCacheKey(userId),
        JSON.stringify(stats),
        'EX',
        DASHBOARD_STATS_CACHE_SECONDS,
      )
      .catch((error: Error) => this.warn('write', error));
  }

  async forget(userId: string): Promise<void> {
    await this.redis.client
      ?.del(dashboardStatsCacheKey(userId))
      .catch((error: Error) => this.warn('forget', error));
  }

  private warn(action: string, error: Error): undefined {
    this.logger.warn(`Could not ${action} cached dashboard stats: ${error.message}`);
    return undefined;
  }
}
