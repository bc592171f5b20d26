import { FixedClock } from '../clock/clock';
import { type RedisConnection } from '../redis/redis.connection';
import { Quotas } from './quotas';

describe('quotas without Redis (in memory)', () => {
  const clock = new FixedClock(new Date('2026-06-01T12:00:00.000Z'));
  const quotas = new Quotas({ client: undefined } as RedisConnection, clock);
  const listing = { key: 'listing:a', limit: 1, windowMs: 60_000 };
  const seller = { key: 'seller:s', limit: 2, windowMs: 3_600_000 };

  it('grants each quota up to its limit, refuses without using any, and grants again once the window has passed', async () => {
    expect(await quotas.take([listing, seller])).toEqual({ granted: true });
    clock.advance(10_000);
    expect(await quotas.take([listing, seller])).toEqual({
      granted: false,
      quota: listing,
      retryAfterMs: 50_000,
    });

    const other = { ...listing, key: 'listing:b' };
    expect(await quotas.take([other, seller])).toEqual({ granted: true });
    const third = { ...listing, key: 'listing:c' };
    expect(await quotas.take([third, seller])).toEqual({
      granted: false,
      quota: seller,
      retryAfterMs: 3_590_000,
    });
    clock.advance(3_590_000);
    expect(await quotas.take([third, seller])).toEqual({ granted: true });
  });
});
