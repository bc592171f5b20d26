import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in seller lists `name` at `price` dollars, at Namecheap, through the form. */
export async function listDomain(page: Page, name: string, price: string): Promise<void> {
  await page.goto('/list-domain');
  await page.getByLabel('Domain Name').fill(name);
  await page.getByLabel('Price').fill(price);
  await page.getByRole('combobox', { name: 'Registrar' }).click();
  await page.getByRole('option', { name: 'Namecheap', exact: true }).click();
  await page.getByRole('button', { name: 'List Domain' }).click();
  await expect(page.getByRole('heading', { name: 'Domain Listed Successfully!' })).toBeVisible();
}

/**
 * The listing's card on the marketplace, an asynchronous read model: reloads until the new
 * listing is on it (a loaded machine can take a while).
 */
export async function findCard(page: Page, name: string): Promise<Locator> {
  const card = page.getByRole('article', { name, exact: true });
  await page.goto(`/marketplace?search=${encodeURIComponent(name)}`);
  await expect(async () => {
    await page.reload();
    await expect(card).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  return card;
}
