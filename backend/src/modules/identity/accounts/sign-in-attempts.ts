import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { RedisConnection } from '../../../platform/redis/redis.connection';
import { TooManySignInAttemptsError } from '../model/identity.errors';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export type AttemptScope = 'signin' | 'otp';

/**
 * Failed sign-ins per account (password or one-time code), shared by every API process through
 * Redis, or kept in memory when there is no Redis. After MAX_FAILURES within the window the
 * account refuses attempts until the window ends, even with the right password.
 */
@Injectable()
export class SignInAttempts {
  private readonly memory = new Map<string, { failures: number; expiresAt: number }>();

  constructor(
    private readonly redis: RedisConnection,
    private readonly clock: Clock,
  ) {}

  /** The Redis key for an account's failures (the e-mail is hashed: no address in Redis). */
  static keyFor(scope: AttemptScope, email: string): string {
    return `identity:${scope}-failures:${createHash('sha256').update(email).digest('hex')}`;
  }

  async assertAllowed(scope: AttemptScope, email: string): Promise<void> {
    if ((await this.failures(scope, email)) >= MAX_FAILURES) throw new TooManySignInAttemptsError();
  }

  async recordFailure(scope: AttemptScope, email: string): Promise<void> {
    const key = SignInAttempts.keyFor(scope, email);
    const client = this.redis.client;
    if (client) {
      const failures = await client.incr(key);
      if (failures === 1) await client.pexpire(key, FAILURE_WINDOW_MS);
      return;
    }
    const now = this.clock.now().getTime();
    const entry = this.memory.get(key);
    if (entry && entry.expiresAt > now) entry.failures += 1;
    else this.memory.set(key, { failures: 1, expiresAt: now + FAILURE_WINDOW_MS });
  }

  async reset(scope: AttemptScope, email: string): Promise<void> {
    const key = SignInAttempts.keyFor(scope, email);
    this.memory.delete(key);
    await this.redis.client?.del(key);
  }

  private async failures(scope: AttemptScope, email: string): Promise<number> {
    const key = SignInAttempts.keyFor(scope, email);
    const client = this.redis.client;
    if (client) return Number((await client.get(key)) ?? 0);
    const entry = this.memory.get(key);
    return entry && entry.expiresAt > this.clock.now().getTime() ? entry.failures : 0;
  }
}
