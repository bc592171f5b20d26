import type { Locator } from '@playwright/test';
import { DEMO_SELLER, expect, type Page, signIn, test } from './fixtures';

const WIDTH = 375;

/** Whether the page itself scrolls sideways. */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const scrolling = document.scrollingElement ?? document.documentElement;
    return scrolling.scrollWidth > scrolling.clientWidth;
  });
}

/**
 * The shown elements in `region` that cut their content: a box that hides, scrolls or ellipsizes
 * what overflows it (a table's scroll container, a badge's "FEA...", a price's "$201.") while its
 * content is wider than it.
 */
function cutElements(region: Locator): Promise<string[]> {
  return region.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('*'))]
      .filter((element) => {
        const style = getComputedStyle(element);
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        return clips && element.scrollWidth > element.clientWidth;
      })
      .map((element) => `${element.tagName} "${(element.textContent ?? '').slice(0, 60)}"`),
  );
}

test.describe(`the seller's tables at ${WIDTH} px`, () => {
  test.use({ viewport: { width: WIDTH, height: 812 } });

  test('show the portfolio and the payment history as cards, nothing cut, no sideways scroll', async ({
    page,
  }) => {
    await signIn(page, DEMO_SELLER);
    const portfolio = page.getByRole('region', { name: 'Your Domain Portfolio' });
    const cards = portfolio
      .getByRole('list', { name: 'Your Domain Portfolio' })
      .getByRole('listitem');
    await expect(cards).toHaveCount(50);
    await expect(portfolio.getByRole('table')).toHaveCount(0);

    const first = cards.first();
    await expect(first.getByText(/^\$[\d,]+\.\d{2}$/)).toBeVisible();
    await expect(first.getByText('Featured', { exact: true })).toBeVisible();
    await expect(first.getByText('Active', { exact: true })).toBeVisible();
    await expect(first.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Mark Sold' })).toBeVisible();
    await expect(first.getByRole('link', { name: 'View' })).toBeVisible();
    expect(await cutElements(portfolio)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);

    await portfolio.getByRole('button', { name: 'Last page' }).click();
    const restorable = cards.filter({ has: page.getByRole('button', { name: 'Restore' }) });
    await expect(restorable.first()).toBeVisible();
    await expect(restorable.first().getByText(/^Sold for \$[\d,]+\.\d{2}$/)).toBeVisible();
    expect(await cutElements(portfolio)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);

    await page.goto('/billing');
    const history = page.getByRole('region', { name: 'Payment History' });
    const payments = history.getByRole('list', { name: 'Payment history' }).getByRole('listitem');
    await expect(payments.first()).toBeVisible();
    await expect(history.getByRole('table')).toHaveCount(0);
    await expect(payments.filter({ hasText: 'Liquidation Pro (1 year)' })).toContainText(
      /\$[\d,]+\.\d{2}/,
    );
    expect(await cutElements(history)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  });
});
