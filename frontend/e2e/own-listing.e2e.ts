import { randomUUID } from 'node:crypto';
import { DEMO_SELLER, signIn, expect, test } from './fixtures';
import { findCard, listDomain } from './support/listings';

test('a seller is never offered Contact Seller on their own listing: the card and the landing page say it is theirs', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `e2e-own-${randomUUID().slice(0, 8)}.com`;
  await signIn(page, DEMO_SELLER);
  await listDomain(page, name, '275');

  const card = await findCard(page, name);
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
