import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { DEMO_AUDITOR, DEMO_SELLER, signIn, signOut, expect, type Page, test } from './fixtures';

function portfolioRow(page: Page, name: string) {
  return page
    .getByRole('region', { name: 'Your Domain Portfolio' })
    .getByRole('row')
    .filter({ hasText: name });
}

async function listDomain(page: Page, name: string) {
  await page.goto('/list-domain');
  await page.getByLabel('Domain Name').fill(name);
  await page.getByLabel('Price').fill('320');
  await page.getByRole('combobox', { name: 'Registrar' }).click();
  await page.getByRole('option', { name: 'Namecheap', exact: true }).click();
  await page.getByRole('button', { name: 'List Domain' }).click();
  await expect(page.getByRole('heading', { name: 'Domain Listed Successfully!' })).toBeVisible();
}

/** The seller marks the domain sold from My listings, then restores it at once. */
async function sellAndRestore(page: Page, name: string) {
  await page.goto('/dashboard');
  await portfolioRow(page, name).getByRole('button', { name: 'Mark Sold' }).click();
  const sale = page.getByRole('dialog', { name: 'Mark Domain as Sold' });
  await sale.getByLabel('Final sale price').fill('300');
  await sale.getByRole('button', { name: 'Continue' }).click();
  await sale.getByRole('button', { name: 'Confirm Sale' }).click();
  await expect(sale).toBeHidden();
  await expect(portfolioRow(page, name)).toContainText('Sold');

  await portfolioRow(page, name).getByRole('button', { name: 'Restore' }).click();
  const restore = page.getByRole('dialog', { name: 'Restore Domain' });
  await restore.getByRole('button', { name: 'Restore Domain' }).click();
  await expect(restore).toBeHidden();
  await expect(portfolioRow(page, name)).toContainText('Active');
}

/**
 * Serious and critical WCAG 2.1 A/AA violations, each with the elements it was found on, once the
 * page is still: a drawer fading in reads as low contrast.
 */
async function seriousViolations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

test('the auditor lands on the audit screens after signing in, not on a seller’s upsell', async ({
  page,
}) => {
  await signIn(page, DEMO_AUDITOR);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Events' })).toBeVisible();
  await expect(page.getByText('Upgrade to Liquidation Pro')).toHaveCount(0);
});

test('an auditor finds a domain’s sale and its restore in the sales table, its stream and the event browser', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `e2e-audit-${randomUUID().slice(0, 8)}.com`;

  await signIn(page, DEMO_SELLER);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit' }),
  ).toHaveCount(0);
  await listDomain(page, name);
  await sellAndRestore(page, name);
  await page.goto('/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Auditors only' })).toBeVisible();
  await signOut(page);

  await signIn(page, DEMO_AUDITOR);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();

  await page.getByRole('tab', { name: 'Sales & reversals' }).click();
  await expect(page).toHaveURL(/\/audit\/sales$/);
  await page.getByLabel('Domain').fill(name);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`domain=${name.replace(/\./g, '\\.')}$`));
  const sale = page.getByRole('table', { name: 'Sales and reversals' }).getByRole('row', { name });
  await expect(sale).toHaveCount(1);
  await expect(sale).toContainText('$300.00');
  await expect(sale).toContainText('$320.00');
  await expect(sale).toContainText('Within 7 days');

  await sale.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/audit\/streams\/listing-[0-9a-f-]{36}$/);
  const streamId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
  await expect(page.getByRole('heading', { level: 1, name: `Stream ${streamId}` })).toBeVisible();
  const sold = page.getByRole('article', { name: /listings\.DomainMarkedSold$/ });
  const restored = page.getByRole('article', { name: /listings\.DomainRestored$/ });
  await expect(sold).toHaveCount(1);
  await expect(restored).toHaveCount(1);
  const listingId = streamId.replace(/^listing-/, '');
  await expect(sold.getByRole('figure', { name: 'Data', exact: true })).toContainText(listingId);
  await expect(restored.getByRole('figure', { name: 'Data', exact: true })).toContainText(
    listingId,
  );
  await expect(restored.getByRole('figure', { name: 'Metadata', exact: true })).toContainText(
    'actorId',
  );

  await page.goto('/audit');
  await page.getByRole('combobox', { name: 'Event type' }).fill('DomainRestored');
  await page.getByRole('option', { name: 'listings.DomainRestored', exact: true }).click();
  await page.getByLabel('Stream id').fill(streamId);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/type=listings\.DomainRestored/);
  await expect(page).toHaveURL(new RegExp(`streamId=${encodeURIComponent(streamId)}`));
  // The type and the stream narrow the log to this restore alone: no paging through a log that
  // grows with every journey.
  const events = page.getByRole('table', { name: 'Events' });
  const restoreRow = events
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: streamId }) });
  await expect(page.getByText('Showing all 1 event')).toBeVisible();
  await expect(restoreRow).toHaveCount(1);
  await expect(events.getByRole('button', { name: /^(?!listings\.DomainRestored$)/ })).toHaveCount(
    0,
  );
  await restoreRow.getByRole('button', { name: 'listings.DomainRestored' }).click();
  const drawer = page.getByRole('dialog', { name: /^Event \d+$/ });
  await expect(drawer.getByRole('table', { name: 'Event facts' })).toContainText(streamId);
  await expect(drawer.getByRole('figure', { name: 'Data', exact: true })).toContainText(listingId);
  await expect(drawer.getByRole('figure', { name: 'Metadata', exact: true })).toContainText(
    'actorId',
  );
});

test.describe('the audit screens at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('have no serious accessibility violation and do not scroll sideways', async ({ page }) => {
    // Five screens, each loaded and scanned by axe.
    test.setTimeout(120_000);
    await signIn(page, DEMO_AUDITOR);
    const screens = [
      { path: '/audit', ready: page.getByRole('table', { name: 'Events' }) },
      { path: '/audit/sales', ready: page.getByRole('table', { name: 'Sales and reversals' }) },
      { path: '/audit/projections', ready: page.getByRole('table', { name: 'Projections' }) },
    ];
    for (const auditScreen of screens) {
      await page.goto(auditScreen.path);
      await expect(auditScreen.ready).toBeVisible();
      expect(await seriousViolations(page), auditScreen.path).toEqual([]);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, auditScreen.path).toBeLessThanOrEqual(375);
    }

    await page.goto('/audit');
    await page.getByRole('table', { name: 'Events' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Stream / })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await page.goto('/audit');
    await page.getByRole('table', { name: 'Events' }).getByRole('button').first().click();
    await expect(page.getByRole('dialog', { name: /^Event \d+$/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('an auditor rebuilds a projection from the log while the marketplace runs', async ({
  page,
}) => {
  await signIn(page, DEMO_AUDITOR);
  await page.goto('/audit/projections');
  const table = page.getByRole('table', { name: 'Projections' });
  await expect(table.getByRole('row', { name: /reactor\./ }).first()).toContainText(
    'Not rebuildable',
  );

  await table.getByRole('button', { name: 'Rebuild marketplace.listings' }).click();
  const confirm = page.getByRole('dialog', {
    name: 'Rebuild marketplace.listings from the event log?',
  });
  await confirm.getByRole('button', { name: 'Rebuild', exact: true }).click();

  await expect(page.getByText('marketplace.listings rebuilt')).toBeVisible();
  await expect(page.getByText(/^[\d,]+ events replayed in \d+\.\d s$/)).toBeVisible();
  await expect(confirm).toBeHidden();
});
