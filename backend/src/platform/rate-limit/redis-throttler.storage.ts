import { Injectable } from '@nestjs/common';
import { type ThrottlerStorage } from '@nestjs/throttler';
import { RedisConnection } from '../redis/redis.connection';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Fixed-window counters shared by every API process through Redis. One Lua call per request:
 * count, set the window's expiry on the first hit, and block for `blockDuration` past the limit.
 */
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
local blocked = redis.call('PTTL', KEYS[2])
if blocked < 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  blocked = tonumber(ARGV[3])
end
return { hits, ttl, blocked }
`;

const THROTTLE_COMMAND = 'dlmThrottle';

/** The command `defineCommand` adds: the two keys, then the window, the limit and the block. */
type ThrottleCall = (
  this: unknown,
  hitsKey: string,
  blockedKey: string,
  ttl: number,
  limit: number,
  blockMs: number,
) => Promise<[number, number, number]>;

@Injectable()
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly memory = new Map<
    string,
    { hits: number; expiresAt: number; blockedUntil: number }
  >();

  constructor(private readonly redis: RedisConnection) {
    // Sent by its SHA1 (EVALSHA, the script itself only once per connection), not in each call.
    redis.client?.defineCommand(THROTTLE_COMMAND, { numberOfKeys: 2, lua: INCREMENT });
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const client = this.redis.client;
    if (!client)
      return this.incrementInMemory(`${throttlerName}:${key}`, ttl, limit, blockDuration);
    const base = `rl:${throttlerName}:${key}`;
    const throttle = (client as unknown as Record<string, ThrottleCall>)[THROTTLE_COMMAND];
    const [hits, timeToExpire, blocked] = await throttle.call(
      client,
      base,
      `${base}:blocked`,
      ttl,
      limit,
      blockDuration > 0 ? blockDuration : ttl,
    );
    const isBlocked = blocked > 0;
    return {
      totalHits: hits,
      timeToExpire: Math.ceil(Math.max(timeToExpire, 0) / 1000),
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.ceil(blocked / 1000) : 0,
    };
  }

  private incrementInMemory(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
  ): ThrottlerStorageRecord {
    const now = performance.now();
    const entry = this.memory.get(key);
    const current =
      entry && entry.expiresAt > now ? entry : { hits: 0, expiresAt: now + ttl, blockedUntil: 0 };
    current.hits += 1;
    if (current.hits > limit && current.blockedUntil <= now)
      current.blockedUntil = now + (blockDuration || ttl);
    this.memory.set(key, current);
    const isBlocked = current.blockedUntil > now;
    return {
      totalHits: current.hits,
      timeToExpire: Math.ceil((current.expiresAt - now) / 1000),
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.ceil((current.blockedUntil - now) / 1000) : 0,
    };
  }
}
