import { randomUUID } from 'node:crypto';
import { DEMO_SELLER, expect, signIn, test } from './fixtures';

test('a seller creates an API token that works once shown, then revokes it and it is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Portfolio sync ${randomUUID().slice(0, 6)}`;
  await signIn(page, DEMO_SELLER);
  await page.getByRole('link', { name: 'API', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'API tokens and webhooks' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Create an API token' });
  await form.getByLabel('Token name').fill(name);
  await form.getByRole('button', { name: 'Create token' }).click();
  const secret = (await page.getByTestId('shown-once-secret').textContent()) ?? '';
  expect(secret).toMatch(/^dlm_/);

  // The token reads the seller's listings; the secret is nowhere in the list.
  const listings = () =>
    page.request.get('/api/domains/my-listings', {
      headers: { Authorization: `Bearer ${secret}` },
    });
  expect((await listings()).status()).toBe(200);
  const tokens = page.getByRole('list', { name: 'Your API tokens' });
  const row = tokens.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('listings:read');
  await expect(tokens).not.toContainText(secret);

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await expect(row).toContainText('Revoked');
  const refused = await listings();
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { code: string }).code).toBe('INVALID_API_TOKEN');
});
