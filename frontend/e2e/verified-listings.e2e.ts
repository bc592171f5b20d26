import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { DEMO_BUYER, DEMO_SELLER, expect, type Page, signIn, signOut, test } from './fixtures';
import { RDAP_TLD } from './support/stand-in-addresses';
import { setRegistration, setTxt } from './support/stand-ins';

const DAY_MS = 24 * 60 * 60 * 1000;

function portfolio(page: Page) {
  return page.getByRole('region', { name: 'Your Domain Portfolio' });
}

function portfolioRow(page: Page, name: string) {
  return portfolio(page).getByRole('row').filter({ hasText: name });
}

function card(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

/** The text of each cell of a record table's body rows. */
async function recordRows(page: Page, table: string): Promise<string[][]> {
  const rows = page.getByRole('table', { name: table }).getByRole('row');
  const cells: string[][] = [];
  for (const row of (await rows.all()).slice(1)) {
    cells.push((await row.getByRole('cell').allInnerTexts()).map((text) => text.trim()));
  }
  return cells;
}

/** The Verified badge and the expiry warning, by the explanation each gives on hover. */
const VERIFIED_BADGE = `[title="The seller proved control of this name's DNS"]`;
const EXPIRY_WARNING = '[title^="The registry gives"]';

/** Serious and critical WCAG 2.1 A/AA violations inside each of `selectors`, with where they are. */
async function seriousViolations(page: Page, ...selectors: string[]) {
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of selectors) axe.include(selector);
  const results = await axe.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** The switch follows the URL, which the router updates a moment after the click. */
async function turnOnVerifiedOnly(page: Page) {
  const verifiedOnly = page.getByRole('switch', { name: 'Verified only' });
  await verifiedOnly.click();
  await expect(page).toHaveURL(/verified=true/);
  await expect(verifiedOnly).toBeChecked();
}

/**
 * The marketplace is an asynchronous read model: a change shows a moment later, so the page is
 * reloaded (its search lives in the URL) until it does.
 */
async function expectOnMarketplace(page: Page, name: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 20_000 });
}

test('a seller publishes the TXT record, Check now verifies the listing, and a buyer finds it with Verified only', async ({
  page,
}) => {
  // The seller's and the buyer's whole journey, with three axe scans.
  test.setTimeout(120_000);
  const name = `verified-${randomUUID().slice(0, 8)}.${RDAP_TLD}`;
  await setRegistration(name, {
    registrar: 'NameCheap, Inc.',
    expiresAt: new Date(Date.now() + 40 * DAY_MS - 60 * 60 * 1000),
    statuses: ['client transfer prohibited'],
  });

  await signIn(page, DEMO_SELLER);
  await page.goto('/list-domain');
  await page.getByLabel('Domain Name').fill(name);
  await page.getByLabel('Price').fill('249');
  await page.getByRole('combobox', { name: 'Registrar' }).click();
  await page.getByRole('option', { name: 'Namecheap', exact: true }).click();
  await page.getByRole('button', { name: 'List Domain' }).click();
  await expect(page.getByRole('heading', { name: 'Domain Listed Successfully!' })).toBeVisible();

  await page.goto(`/dashboard?search=${encodeURIComponent(name)}`);
  await portfolioRow(page, name).getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const ownership = page.getByRole('region', { name: 'Ownership' });
  await expect(ownership.getByText('Not verified yet')).toBeVisible();
  await expect(ownership.getByRole('tab', { name: 'Namecheap' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(ownership.getByRole('tabpanel')).toContainText('Advanced DNS');

  const [[host, type, value, ttl] = []] = await recordRows(page, 'TXT record to publish');
  expect(host).toBe(`_dlm-verify.${name}`);
  expect(type).toBe('TXT');
  expect(value).toMatch(/^dlm-verify=[0-9a-f]{32}$/);
  expect(ttl).toBe('3600');
  const forSale = await recordRows(page, 'For-sale records');
  expect(forSale.map(([forSaleHost]) => forSaleHost)).toEqual([
    `_for-sale.${name}`,
    `_for-sale.${name}`,
  ]);

  await setTxt(host ?? '', [value ?? '']);
  await setTxt(
    `_for-sale.${name}`,
    forSale.map(([, , forSaleValue]) => forSaleValue ?? ''),
  );
  await ownership.getByRole('button', { name: 'Check now' }).click();

  await expect(ownership.getByText('Record found')).toBeVisible();
  await expect(ownership.getByText(/^Verified on /)).toBeVisible();
  await expect(ownership.getByText('Not verified yet')).toHaveCount(0);
  await expect(
    ownership.getByText('Agrees with your price', { exact: true }).first(),
  ).toBeVisible();
  await expect(ownership.getByText('NameCheap, Inc.')).toBeVisible();
  await expect(ownership.getByText('Expires in 40 days')).toBeVisible();
  const header = page.getByRole('heading', { level: 1, name }).locator('xpath=../..');
  await expect(header.getByText('Verified', { exact: true })).toBeVisible();
  await expect(header.getByText('Expires in 40 days')).toBeVisible();
  const checks = page.getByRole('table', { name: 'Recent checks' }).getByRole('row');
  await expect(checks.nth(1)).toContainText('You');
  await expect(checks.nth(1)).toContainText('Found');
  expect(await seriousViolations(page, '#ownership', VERIFIED_BADGE, EXPIRY_WARNING)).toEqual([]);

  await page.goto('/dashboard');
  await portfolio(page).getByLabel('Status').selectOption('Suspended');
  await expect(page).toHaveURL(/\?status=suspended$/);
  const suspended = portfolio(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  // The table keeps the rows of every status until the filtered ones come (a red CI run of
  // 2026-12-02 took them for its rows): wait until no row is of another status, then until the
  // suspended ones show, and none of them is verified.
  const otherStatus = suspended.filter({
    hasNot: page.getByRole('cell', { name: 'Suspended', exact: true }),
  });
  await expect(otherStatus).toHaveCount(0);
  await expect(suspended.first()).toBeVisible();
  await expect(otherStatus).toHaveCount(0);
  await expect(suspended.filter({ has: page.getByText('Verified', { exact: true }) })).toHaveCount(
    0,
  );
  await portfolio(page).getByLabel('Status').selectOption('All');
  await portfolio(page).getByLabel('Search your domains').fill(name);
  await expect(portfolioRow(page, name).getByText('Verified', { exact: true })).toBeVisible();
  await expect(
    portfolio(page).getByText(/^Verified \d+ · Not verified \d+ · Suspended \d+$/),
  ).toBeVisible();
  await signOut(page);

  await signIn(page, DEMO_BUYER);
  await page.goto(`/marketplace?search=${encodeURIComponent(name)}`);
  await expectOnMarketplace(page, name, () =>
    expect(card(page, name).getByText('Verified', { exact: true })).toBeVisible({
      timeout: 2_000,
    }),
  );
  await turnOnVerifiedOnly(page);
  await expect(card(page, name)).toBeVisible();
  expect(await seriousViolations(page, `article[aria-label="${name}"] ${VERIFIED_BADGE}`)).toEqual(
    [],
  );

  await page.goto('/marketplace');
  const unverified = page
    .getByRole('article')
    .filter({ hasNot: page.getByText('Verified', { exact: true }) })
    .first();
  await expect(unverified).toBeVisible();
  const unverifiedName = (await unverified.getAttribute('aria-label')) ?? '';
  expect(unverifiedName).not.toBe('');
  await page.goto(`/marketplace?search=${encodeURIComponent(unverifiedName)}`);
  await expect(card(page, unverifiedName)).toBeVisible();
  await turnOnVerifiedOnly(page);
  await expect(card(page, unverifiedName)).toHaveCount(0);

  await page.goto(`/d/${name}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText('Expires in 40 days')).toBeVisible();
  expect(await seriousViolations(page, VERIFIED_BADGE, EXPIRY_WARNING)).toEqual([]);
});
