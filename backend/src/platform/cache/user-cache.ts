import { Logger } from '@nestjs/common';
import { type RedisConnection } from '../redis/redis.connection';

/**
 * A value per user in Redis for a fixed time; without Redis nothing is cached. A cache that cannot
 * be reached is a miss, never a failed request.
 */
export class UserCache<T> {
  private readonly logger: Logger;

  constructor(
    private readonly redis: RedisConnection,
    private readonly prefix: string,
    readonly seconds: number,
  ) {
    this.logger = new Logger(`UserCache ${prefix}`);
  }

  key(userId: string): string {
    return `${this.prefix}:${userId}`;
  }

  async read(userId: string): Promise<T | undefined> {
    const cached = await this.redis.client
      ?.get(this.key(userId))
      .catch((error: Error) => this.warn('read', error));
    return cached ? (JSON.parse(cached) as T) : undefined;
  }

  async write(userId: string, value: T): Promise<void> {
    await this.redis.client
      ?.set(this.key(userId), JSON.stringify(value), 'EX', this.seconds)
      .catch((error: Error) => this.warn('write', error));
  }

  async forget(userId: string): Promise<void> {
    await this.redis.client
      ?.del(this.key(userId))
      .catch((error: Error) => this.warn('forget', error));
  }

  private warn(action: string, error: Error): undefined {
    this.logger.warn(`Could not ${action} a cached value: ${error.message}`);
    return undefined;
  }
}
