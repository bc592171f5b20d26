import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';

test('a new seller buys 3 credits through the test checkout, sees them on the dashboard and downloads the receipt', async ({
  page,
}) => {
  const email = `buyer-of-credits-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct-horse-battery';

  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByLabel('Available credits', { exact: true })).toHaveText('0');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('radio', { name: 'Pay Per Listing' })).toBeChecked();
  await page.getByLabel('Number of credits').fill('3');
  const summary = page.getByRole('region', { name: 'Selected plan' });
  await expect(summary.getByLabel('Total')).toHaveText('$29.97');
  await summary.getByRole('button', { name: 'Buy 3 Credits' }).click();

  await expect(page).toHaveURL(/\/api\/payments\/test-checkout\//);
  await expect(page.getByText('TEST PAYMENT')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $29.97' }).click();

  await expect(page).toHaveURL(/\/success\?session_id=[^&{}]+$/);
  const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText(`Session ID: ${sessionId}`)).toBeVisible();

  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByLabel('Available credits', { exact: true })).toHaveText('3');

  await page.goto('/billing');
  const history = page.getByRole('region', { name: 'Payment History' });
  const payment = history.getByRole('row').filter({ hasText: '3 listing credits' });
  await expect(payment).toContainText('$29.97');
  await expect(history.getByRole('group', { name: 'Total spent' })).toContainText('$29.97');
  await expect(history.getByRole('group', { name: 'Credit purchases' })).toContainText('1');
  await expect(
    page
      .getByRole('region', { name: 'Credit History' })
      .getByRole('cell', { name: 'Purchased', exact: true }),
  ).toHaveCount(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    history.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^payment-history-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8'))
    .split(/\r?\n/)
    .filter((line) => line.length > 0);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toBe('Receipt,Date,Description,Type,Amount (USD),Status,Reference');
  expect(lines[1]).toContain('3 listing credits');
  expect(lines[1]).toContain(',29.97,');
});

test('cancelling the test checkout returns to the checkout page with nothing bought', async ({
  page,
}) => {
  // The demo buyer is on the free plan; cancelling leaves the account as it was.
  await page.goto('/login');
  await page.getByLabel('Email').fill('demo-buyer@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo-password-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/checkout?plan=pro');
  const summary = page.getByRole('region', { name: 'Selected plan' });
  await expect(summary.getByLabel('Total')).toHaveText('$500.00');
  await summary.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page.getByText('TEST PAYMENT')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/checkout\?plan=pro$/);
  await expect(page.getByRole('radio', { name: 'Liquidation Pro' })).toBeChecked();
  await page.goto('/billing');
  await expect(page.getByRole('region', { name: 'Current Plan' }).getByLabel('Plan')).toHaveText(
    'Free',
  );
  await expect(page.getByRole('region', { name: 'Payment History' })).not.toContainText(
    'Liquidation Pro (1 year)',
  );
});
