import { randomUUID } from 'node:crypto';
import { DEMO_SELLER, signIn, expect, type Page, test } from './fixtures';

async function listDomain(page: Page, name: string) {
  await page.goto('/list-domain');
  await page.getByLabel('Domain Name').fill(name);
  await page.getByLabel('Price').fill('275');
  await page.getByRole('combobox', { name: 'Registrar' }).click();
  await page.getByRole('option', { name: 'Namecheap', exact: true }).click();
  await page.getByRole('button', { name: 'List Domain' }).click();
  await expect(page.getByRole('heading', { name: 'Domain Listed Successfully!' })).toBeVisible();
}

test('a seller is never offered Contact Seller on their own listing: the card and the landing page say it is theirs', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `e2e-own-${randomUUID().slice(0, 8)}.com`;
  await signIn(page, DEMO_SELLER);
  await listDomain(page, name);

  // The marketplace is an asynchronous read model: reload until the new listing is on it (a
  // loaded machine can take a while).
  const card = page.getByRole('article', { name, exact: true });
  await page.goto(`/marketplace?search=${encodeURIComponent(name)}`);
  await expect(async () => {
    await page.reload();
    await expect(card).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await expect(card.getByText('This is your listing')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Contact Seller' })).toHaveCount(0);

  await card.getByRole('link', { name: 'Manage listing' }).click();
  await expect(page).toHaveURL(/\/domain\/[0-9a-f-]{36}$/);
  await expect(page.getByText(name).first()).toBeVisible();

  await page.goto(`/d/${name}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('This is your listing')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact Seller' })).toHaveCount(0);
});
