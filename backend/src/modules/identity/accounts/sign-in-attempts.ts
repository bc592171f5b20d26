import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { RedisConnection } from '../../../platform/redis/redis.connection';
import { TooManySignInAttemptsError } from '../model/identity.errors';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export type AttemptScope = 'signin' | 'otp';

/** Counts one attempt and starts the window on the first: one atomic step in Redis. */
const RESERVE = `
local attempts = redis.call('INCR', KEYS[1])
if attempts == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return attempts
`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Sign-in attempts (password or one-time code) per account *and* client address, shared by every
 * API process through Redis, or kept in memory when there is no Redis. An attempt is reserved
 * before the secret is checked, atomically, so concurrent guesses cannot all slip under the limit;
 * a success clears the count. Past MAX_FAILURES within the window that client is refused for the
 * account until the window ends, even with the right secret, while the owner signing in from
 * another address is not.
 */
@Injectable()
export class SignInAttempts {
  private readonly memory = new Map<string, { attempts: number; expiresAt: number }>();

  constructor(
    private readonly redis: RedisConnection,
    private readonly clock: Clock,
  ) {}

  /** The Redis key of an account's attempts from one client (both hashed: no address in Redis). */
  static keyFor(scope: AttemptScope, email: string, client: string): string {
    return `identity:${scope}-failures:${sha256(email)}:${sha256(client)}`;
  }

  /** Counts an attempt, or refuses it with 429 once MAX_FAILURES have not been cleared by a success. */
  async reserve(scope: AttemptScope, email: string, client: string): Promise<void> {
    const key = SignInAttempts.keyFor(scope, email, client);
    const redis = this.redis.client;
    const attempts = redis
      ? Number(await redis.eval(RESERVE, 1, key, FAILURE_WINDOW_MS))
      : this.reserveInMemory(key);
    if (attempts > MAX_FAILURES) throw new TooManySignInAttemptsError();
  }

  async succeeded(scope: AttemptScope, email: string, client: string): Promise<void> {
    const key = SignInAttempts.keyFor(scope, email, client);
    this.memory.delete(key);
    await this.redis.client?.del(key);
  }

  /** Synchronous, so no other request of this process runs between the read and the write. */
  private reserveInMemory(key: string): number {
    const now = this.clock.now().getTime();
    const entry = this.memory.get(key);
    if (entry && entry.expiresAt > now) {
      entry.attempts += 1;
      return entry.attempts;
    }
    this.memory.set(key, { attempts: 1, expiresAt: now + FAILURE_WINDOW_MS });
    return 1;
  }
}
