import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';

/**
 * The process's Redis connection, or none: without REDIS_URL the API still serves (rate limits and
 * caches fall back to memory, background jobs are off). Every key it reads or writes gets the
 * deployment's prefix here, in one place, like the queues' keys: deployments sharing one Redis
 * never share a rate limit, a lockout or a cached value. (SCAN and KEYS patterns are not prefixed.)
 */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  readonly client: Redis | undefined;

  constructor(config: AppConfig) {
    this.client = config.REDIS_URL
      ? new Redis(config.REDIS_URL, {
          keyPrefix: config.redisKeyPrefix,
          maxRetriesPerRequest: 2,
          lazyConnect: false,
          enableOfflineQueue: true,
          // Commands issued in the same tick (a request's rate-limit check beside another's
          // cache drops) go out in one write: on this kind of machine each write to a socket
          // costs more than Redis takes to answer it.
          enableAutoPipelining: true,
        })
      : undefined;
    this.client?.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  get enabled(): boolean {
    return this.client !== undefined;
  }

  async status(): Promise<'up' | 'down' | 'disabled'> {
    if (!this.client) return 'disabled';
    return this.client
      .ping()
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client?.quit().catch(() => undefined);
  }
}
