import { DEMO_BUYER, DEMO_PASSWORD, expect, test } from './fixtures';

test('the home page ends with the call to action; its Sign In opens /signin, the login screen, which signs in', async ({
  page,
}) => {
  await page.goto('/');
  const cta = page.getByRole('region', { name: 'Ready to Liquidate Your Domains?' });
  await cta.scrollIntoViewIfNeeded();
  await expect(cta.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');

  await cta.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  await expect(page.getByText('Page Not Found')).toHaveCount(0);

  await page.getByLabel('Email').fill(DEMO_BUYER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/signin opened directly shows the login form', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
});
