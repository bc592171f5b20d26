import { randomUUID } from 'node:crypto';
import { DEMO_BUYER, DEMO_SELLER, signIn, signOut, expect, type Page, test } from './fixtures';

const BUYER_NAME = 'Demo Buyer';
const XSS_DESCRIPTION = '<script>window.__xss=1</script><img src=x onerror="window.__xss=2">';

async function listDomain(page: Page, name: string, price: string, description = '') {
  await page.goto('/list-domain');
  await page.getByLabel('Domain Name').fill(name);
  await page.getByLabel('Price').fill(price);
  await page.getByRole('combobox', { name: 'Registrar' }).click();
  await page.getByRole('option', { name: 'Namecheap', exact: true }).click();
  if (description) await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'List Domain' }).click();
  await expect(page.getByRole('heading', { name: 'Domain Listed Successfully!' })).toBeVisible();
}

function card(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

/**
 * The marketplace is an asynchronous read model: a listing shows up (or leaves) a moment after the
 * change, so the page is reloaded (its search lives in the URL) until it does.
 */
async function expectCardCount(page: Page, name: string, count: number) {
  await expect(async () => {
    await page.reload();
    await expect(card(page, name)).toHaveCount(count, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

async function xssValue(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
}

test('a buyer finds a fresh listing, sends an offer from its landing page, and the seller marks the lead sold', async ({
  page,
}) => {
  const name = `e2e-${randomUUID().slice(0, 8)}.io`;

  await signIn(page, DEMO_SELLER);
  await listDomain(page, name, '450');
  await signOut(page);

  await signIn(page, DEMO_BUYER);
  await page.getByRole('link', { name: 'Marketplace' }).first().click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(page.getByRole('heading', { name: 'Domain Marketplace' })).toBeVisible();
  await page.getByLabel('Search domains').fill(name);
  await expect(page).toHaveURL(new RegExp(`search=${name.replace('.', '\\.')}`));
  await page.getByLabel('Extension').selectOption('.io');
  // Each choice says how many listings it would show for the search and the other filters.
  await expect(page.getByLabel('Price Range').locator('option[value="250-500"]')).toHaveText(
    /^\$250 - \$500 \([1-9][\d,]*\)$/,
  );
  await expect(page.getByLabel('Extension').locator('option[value=".io"]')).toHaveText(
    /^\.io \([1-9][\d,]*\)$/,
  );
  await page.getByLabel('Price Range').selectOption('250-500');
  await expect(page).toHaveURL(/extension=\.io/);
  await expect(page).toHaveURL(/min_price=250/);
  await expect(page).toHaveURL(/max_price=500/);
  await expectCardCount(page, name, 1);
  await expect(card(page, name)).toContainText('$450');

  await card(page, name).getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/d/${name.replace('.', '\\.')}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${name} is for sale: $450 | Domain Liquidation Marketplace`);

  await page.getByRole('button', { name: 'Contact Seller' }).click();
  const modal = page.getByRole('dialog', { name: `Contact Seller: ${name}` });
  await expect(modal.getByLabel('Your Name')).toHaveValue(BUYER_NAME);
  await expect(modal.getByLabel('Your Email')).toHaveValue(DEMO_BUYER);
  await modal.getByLabel('Inquiry Type').selectOption({ label: 'Make an Offer' });
  await expect(modal.getByLabel('Your Message')).toHaveValue(/make an offer/);
  await modal.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(modal.getByRole('heading', { name: 'Inquiry Sent Successfully!' })).toBeVisible();
  await expect(modal).toContainText('24-48 hours');
  await modal.getByRole('button', { name: 'Continue Browsing' }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await signOut(page);

  await signIn(page, DEMO_SELLER);
  await page.goto('/seller-dashboard');
  await expect(page.getByRole('heading', { name: 'Simple Seller Dashboard' })).toBeVisible();
  const newInquiries = page.getByRole('region', { name: 'New Inquiries' });
  const lead = newInquiries.getByRole('article', { name: `${name} from ${BUYER_NAME}` });
  await expect(lead).toBeVisible();
  await expect(lead).toContainText(DEMO_BUYER);
  await expect(lead).toContainText('Today');
  await lead.getByRole('button', { name: 'Mark as Sold' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark as Sold' });
  await expect(confirm).toContainText(`Mark ${name} as sold?`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();

  await expect(lead).toHaveCount(0);
  const sale = page
    .getByRole('region', { name: 'Completed Sales' })
    .getByRole('article', { name, exact: true });
  await expect(sale).toContainText(BUYER_NAME);
  await expect(sale).toContainText('SOLD');
  await expect(sale).toContainText('$450.00');

  await page.goto(`/marketplace?search=${encodeURIComponent(name)}`);
  await expectCardCount(page, name, 0);
});

test('a description written as markup is shown as text on the card, in the modal and on the landing page', async ({
  page,
}) => {
  const name = `e2e-xss-${randomUUID().slice(0, 8)}.com`;

  await signIn(page, DEMO_SELLER);
  await listDomain(page, name, '120', XSS_DESCRIPTION);
  await signOut(page);

  await signIn(page, DEMO_BUYER);
  await page.goto(`/marketplace?search=${encodeURIComponent(name)}`);
  await expectCardCount(page, name, 1);
  await expect(card(page, name).getByText(XSS_DESCRIPTION, { exact: true })).toBeVisible();
  expect(await xssValue(page)).toBeUndefined();

  await card(page, name).getByRole('button', { name: 'Contact Seller' }).click();
  const modal = page.getByRole('dialog', { name: `Contact Seller: ${name}` });
  await expect(modal.getByText(XSS_DESCRIPTION, { exact: true })).toBeVisible();
  expect(await xssValue(page)).toBeUndefined();

  // The server's own page escapes the description before the app takes over.
  const served = await (await page.request.get(`/d/${name}`)).text();
  expect(served).toContain('window.__xss=1');
  expect(served).not.toContain('<script>window.__xss');
  expect(served).not.toContain('<img src=x');

  await page.goto(`/d/${name}`);
  await expect(page.getByTestId('listing-description')).toHaveText(XSS_DESCRIPTION);
  expect(await xssValue(page)).toBeUndefined();
});
