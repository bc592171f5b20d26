import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from './fixtures';

const DEMO_SELLER = { email: 'demo-seller@example.com', password: 'demo-password-2026' };

async function signInAsDemoSeller(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_SELLER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_SELLER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

function statValue(page: Page, label: string) {
  return page.getByRole('group', { name: label });
}

function portfolioRow(page: Page, name: string) {
  return page
    .getByRole('region', { name: 'Your Domain Portfolio' })
    .getByRole('row')
    .filter({ hasText: name });
}

async function chooseRegistrar(page: Page, registrar: string) {
  await page.getByRole('combobox', { name: 'Registrar' }).click();
  await page.getByRole('option', { name: registrar, exact: true }).click();
}

test('the demo seller lists a domain, edits its price, marks it sold in two steps and restores it', async ({
  page,
}) => {
  const name = `e2e-${randomUUID().slice(0, 8)}.com`;
  await signInAsDemoSeller(page);
  const totalBefore = Number(
    (
      await statValue(page, 'Total Listings')
        .getByText(/^\d[\d,]*$/)
        .innerText()
    ).replace(/,/g, ''),
  );

  await page.getByRole('link', { name: 'List New Domain' }).click();
  await expect(page).toHaveURL(/\/list-domain$/);
  await page.getByLabel('Domain Name').fill(`  ${name.toUpperCase()} `);
  await page.getByLabel('Price').fill('249');
  await chooseRegistrar(page, 'Namecheap');
  await page.getByRole('button', { name: 'List Domain' }).click();
  await expect(page.getByRole('heading', { name: 'Domain Listed Successfully!' })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();

  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  const row = portfolioRow(page, name);
  await expect(row).toContainText('$249');
  await expect(row).toContainText('Active');
  await expect(statValue(page, 'Total Listings')).toContainText(String(totalBefore + 1));

  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/domain\/[0-9a-f-]+\/edit$/);
  // The address changes before the edit form replaces the dashboard, whose figures say "Price" too.
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeVisible();
  await page.getByLabel('Price').fill('199.99');
  await save.click();
  await expect(page).toHaveURL(/\/domain\/[0-9a-f-]+$/);
  await expect(page.getByText('$199.99').first()).toBeVisible();

  await page.goto('/dashboard');
  await portfolioRow(page, name).getByRole('button', { name: 'Mark Sold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark Domain as Sold' });
  const continueButton = dialog.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await dialog.getByLabel('Final sale price').fill('250');
  await expect(dialog).toContainText('profit');
  await continueButton.click();
  await expect(dialog).toContainText('7 days');
  await dialog.getByRole('button', { name: 'Confirm Sale' }).click();
  await expect(dialog).toBeHidden();
  await expect(portfolioRow(page, name)).toContainText('Sold');

  await portfolioRow(page, name).getByRole('button', { name: 'Restore' }).click();
  const restore = page.getByRole('dialog', { name: 'Restore Domain' });
  await expect(restore).toContainText(
    'Are you sure you want to restore this domain to active status? It will be visible in the marketplace again.',
  );
  await restore.getByRole('button', { name: 'Restore Domain' }).click();
  await expect(restore).toBeHidden();
  await expect(portfolioRow(page, name)).toContainText('Active');
  await expect(portfolioRow(page, name).getByRole('button', { name: 'Mark Sold' })).toBeVisible();
});

test('a bulk CSV with one bad row lists the good rows and reports the bad one', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  const good = [`bulk-a-${tag}.com`, `bulk-b-${tag}.io`];
  await signInAsDemoSeller(page);
  await page.goto('/list-domain');
  await page.getByRole('radiogroup', { name: 'Listing mode' }).getByText('Bulk CSV').click();
  await page.locator('input[type="file"][aria-label="CSV file"]').setInputFiles({
    name: 'domains.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `domain,price,registrar\n${good[0]},120,GoDaddy\n-bad-.com,50,GoDaddy\n${good[1]},75.5,Dynadot\n`,
    ),
  });
  await expect(page.getByText(`-bad-.com`).first()).toBeVisible();
  await page.getByRole('button', { name: 'List 3 Domains' }).click();

  const listed = page.getByRole('table', { name: 'Listed rows' });
  await expect(listed).toContainText(good[0]);
  await expect(listed).toContainText(good[1]);
  const rejected = page.getByRole('table', { name: 'Rejected rows' });
  await expect(rejected).toContainText('-bad-.com');
  await expect(rejected).toContainText('A part of a domain name cannot start or end with a hyphen');

  await page.goto('/dashboard');
  await expect(portfolioRow(page, good[0])).toContainText('Active');
  await expect(portfolioRow(page, good[1])).toContainText('Active');
});
