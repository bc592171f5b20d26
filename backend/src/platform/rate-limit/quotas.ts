import { Injectable } from '@nestjs/common';
import { Clock } from '../clock/clock';
import { RedisConnection } from '../redis/redis.connection';

/** At most `limit` uses in `windowMs`, the window starting at the first use after the last one. */
export interface Quota {
  key: string;
  limit: number;
  windowMs: number;
}

export type QuotaAnswer =
  { granted: true } | { granted: false; quota: Quota; retryAfterMs: number };

/**
 * Takes one use of each quota, or of none when one is used up, in one Lua call. Unlike the
 * throttler's counters, a window is measured on the Clock (tests move it), and a refused call uses
 * nothing. Redis only forgets a key a window after its last use.
 */
const TAKE = `
local now = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  local limit, window = tonumber(ARGV[i * 2]), tonumber(ARGV[i * 2 + 1])
  local start = tonumber(redis.call('HGET', key, 'start'))
  local uses = tonumber(redis.call('HGET', key, 'uses'))
  if start and now >= start and now < start + window and uses >= limit then
    return { i, start + window - now }
  end
end
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[i * 2 + 1])
  local start = tonumber(redis.call('HGET', key, 'start'))
  if start and now >= start and now < start + window then
    redis.call('HINCRBY', key, 'uses', 1)
  else
    redis.call('HSET', key, 'start', now, 'uses', 1)
  end
  redis.call('PEXPIRE', key, window)
end
return { 0, 0 }
`;

/** Per-subject limits shared by every API process through Redis (in memory without it). */
@Injectable()
export class Quotas {
  private readonly memory = new Map<string, { start: number; uses: number }>();

  constructor(
    private readonly redis: RedisConnection,
    private readonly clock: Clock,
  ) {}

  async take(quotas: Quota[]): Promise<QuotaAnswer> {
    const now = this.clock.now().getTime();
    const client = this.redis.client;
    if (!client) return this.takeInMemory(quotas, now);
    const [refused, retryAfterMs] = (await client.eval(
      TAKE,
      quotas.length,
      ...quotas.map((quota) => `quota:${quota.key}`),
      now,
      ...quotas.flatMap((quota) => [quota.limit, quota.windowMs]),
    )) as [number, number];
    return refused === 0
      ? { granted: true }
      : { granted: false, quota: quotas[refused - 1], retryAfterMs };
  }

  private takeInMemory(quotas: Quota[], now: number): QuotaAnswer {
    const current = (quota: Quota) => {
      const window = this.memory.get(quota.key);
      return window && now >= window.start && now < window.start + quota.windowMs
        ? window
        : undefined;
    };
    for (const quota of quotas) {
      const window = current(quota);
      if (window && window.uses >= quota.limit)
        return { granted: false, quota, retryAfterMs: window.start + quota.windowMs - now };
    }
    for (const quota of quotas) {
      const window = current(quota);
      this.memory.set(quota.key, { start: window?.start ?? now, uses: (window?.uses ?? 0) + 1 });
    }
    return { granted: true };
  }
}
