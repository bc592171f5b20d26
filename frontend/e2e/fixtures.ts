import { randomInt } from 'node:crypto';
import { expect, type Page, test as base } from '@playwright/test';
import { appUrl } from './support/stand-in-addresses';

export { expect, type Page };

/**
 * Every journey talks to its worker's own app (playwright.config.ts starts one per worker), and
 * comes from a client address of its own, as real users do: the server trusts one proxy hop in
 * these runs (TRUST_PROXY=1), so per-ip rate limits, such as 10 sign-ins a minute, never couple one
 * journey to the ones before it.
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => provide(appUrl(testInfo.parallelIndex)),
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({
      ...extraHTTPHeaders,
      'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    });
  },
});

/** The demo seed's accounts, all with one password. */
export const DEMO_PASSWORD = 'demo-password-2026';
export const DEMO_SELLER = 'demo-seller@example.com';
export const DEMO_BUYER = 'demo-buyer@example.com';
export const DEMO_AUDITOR = 'demo-auditor@example.com';

/** Signs a demo account in through the login form: the auditor lands on /audit, others on /dashboard. */
export async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(email === DEMO_AUDITOR ? /\/audit$/ : /\/dashboard$/);
}

/**
 * A tab on /dev/mailbox, which answers only this machine: the tab does not claim the journey's
 * client address.
 */
export async function openMailbox(page: Page): Promise<Page> {
  const mailbox = await page.context().newPage();
  await mailbox.setExtraHTTPHeaders({ 'X-Forwarded-For': '127.0.0.1' });
  await mailbox.goto('/dev/mailbox');
  return mailbox;
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
}
