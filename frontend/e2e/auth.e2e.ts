import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';

test('a new user signs up, stays signed in across a reload, signs out and is kept out of the dashboard', async ({
  page,
}) => {
  const email = `new-seller-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct-horse-battery';

  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const greeting = page.getByRole('heading', { name: /Welcome back/ });
  await expect(greeting).toContainText(email.split('@')[0]);

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(greeting).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('the sign-up form shows the spec messages before anything is sent', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill('someone@mailinator.com');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm Password').fill('abd');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please use a permanent email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the demo buyer signs in with the printed login; a wrong password gets "Invalid credentials"', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('demo-buyer@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('demo-password-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toContainText('demo-buyer');
});

test('the API documentation and the health check are served beside the app', async ({
  request,
}) => {
  const health = await request.get('/health');
  expect(await health.json()).toEqual({ status: 'ok' });
  const docs = await request.get('/api/docs');
  expect(await docs.text()).toContain('swagger-ui');
  const spec = (await (await request.get('/api/docs-json')).json()) as {
    paths: Record<string, unknown>;
  };
  expect(Object.keys(spec.paths)).toContain('/api/auth/signup');
});
