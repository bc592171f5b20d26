import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';

/**
 * The server runs with SITE_URL at 127.0.0.1 (playwright.config.ts); this buyer opens the site as
 * localhost, another address of the same server. Buying used to fail with "success_url must be an
 * address of this site"; the page now names paths and the server puts them after SITE_URL.
 */
test('a buyer who opened the site at another address than SITE_URL buys credits through the test checkout', async ({
  page,
  baseURL,
}) => {
  const siteUrl = new URL(baseURL ?? '');
  const otherAddress = `http://localhost:${siteUrl.port}`;
  const email = `other-address-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct-horse-battery';

  await page.goto(`${otherAddress}/signup`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(`${otherAddress}/dashboard`);

  await page.goto(`${otherAddress}/checkout`);
  await page.getByLabel('Number of credits').fill('2');
  const summary = page.getByRole('region', { name: 'Selected plan' });
  await summary.getByRole('button', { name: 'Buy 2 Credits' }).click();

  await expect(page.getByText('TEST PAYMENT')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $19.98' }).click();

  await expect(page).toHaveURL(new RegExp(`^${siteUrl.origin}/success\\?session_id=[^&{}]+$`));
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  await page.goto(`${otherAddress}/dashboard`);
  await expect(page.getByLabel('Available credits', { exact: true })).toHaveText('2');
});
