import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/**
 * Every journey comes from a client address of its own, as real users do: the server trusts one
 * proxy hop in these runs (TRUST_PROXY=1), so per-ip rate limits, such as 10 sign-ins a minute,
 * never couple one journey to the ones before it.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({
      ...extraHTTPHeaders,
      'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    });
  },
});
