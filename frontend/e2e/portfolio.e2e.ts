import { DEMO_SELLER, expect, type Page, signIn, test } from './fixtures';

function portfolio(page: Page) {
  return page.getByRole('region', { name: 'Your Domain Portfolio' });
}

/** The body rows of the portfolio table (the header row has no cells). */
function listingRows(page: Page) {
  return portfolio(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/** How many domains the portfolio says the seller has, from "54 domains". */
async function domainCount(page: Page): Promise<number> {
  const text = await portfolio(page)
    .getByText(/^[\d,]+ domains?$/)
    .innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

test('the demo seller, with more than 50 listings, pages to the last one and restores a sale there', async ({
  page,
}) => {
  await signIn(page, DEMO_SELLER);
  await expect(listingRows(page)).toHaveCount(50);
  const total = await domainCount(page);
  expect(total).toBeGreaterThan(50);
  const lastPage = Math.ceil(total / 50);

  await portfolio(page)
    .getByRole('navigation', { name: 'Pages of your domains' })
    .getByRole('button', { name: 'Last page' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?page=${lastPage}$`));
  await expect(listingRows(page)).toHaveCount(total - (lastPage - 1) * 50);

  // The seed's oldest listings were sold a moment ago, so they are last and can still be restored.
  const sold = listingRows(page).filter({ has: page.getByRole('button', { name: 'Restore' }) });
  await expect(sold.first()).toContainText('Sold');
  const name = await sold.first().getByRole('cell').first().locator('p').first().innerText();
  const row = listingRows(page).filter({ hasText: name });
  await row.getByRole('button', { name: 'Restore' }).click();
  const restore = page.getByRole('dialog', { name: 'Restore Domain' });
  await restore.getByRole('button', { name: 'Restore Domain' }).click();
  await expect(restore).toBeHidden();
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: 'Mark Sold' })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?page=${lastPage}$`));

  await portfolio(page).getByLabel('Status').selectOption('Sold');
  await expect(page).toHaveURL(/\?status=sold$/);
  await expect(listingRows(page).first()).toContainText('Sold');
  for (const soldRow of await listingRows(page).all()) {
    await expect(soldRow.getByRole('cell').nth(2)).toHaveText('Sold');
  }
  await expect(listingRows(page).filter({ hasText: name })).toHaveCount(0);

  await portfolio(page).getByLabel('Status').selectOption('All');
  await portfolio(page).getByLabel('Search your domains').fill(name);
  await expect(listingRows(page)).toHaveCount(1);
  await expect(listingRows(page).first()).toContainText(name);
  await expect(listingRows(page).first()).toContainText('Active');
  await expect(
    portfolio(page).getByRole('navigation', { name: 'Pages of your domains' }),
  ).toHaveCount(0);
});

test('Mark Sold refuses 2,000,000 with the range message and asks before a price over 10x the listed one', async ({
  page,
}) => {
  await signIn(page, DEMO_SELLER);
  const row = listingRows(page)
    .filter({ has: page.getByRole('button', { name: 'Mark Sold' }) })
    .first();
  const listed = Number(
    (await row.getByRole('cell').nth(1).locator('p').first().innerText()).replace(/[$,]/g, ''),
  );
  await row.getByRole('button', { name: 'Mark Sold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark Domain as Sold' });
  const price = dialog.getByLabel('Final sale price');
  const continueButton = dialog.getByRole('button', { name: 'Continue' });

  await price.fill('2000000');
  await price.blur();
  await expect(dialog).toContainText('Sale price must be between $1 and $1,000,000');
  await expect(price).toHaveValue('$2,000,000');
  await expect(continueButton).toBeDisabled();

  await price.fill(String(listed * 10 + 1));
  await expect(dialog).not.toContainText('Sale price must be between');
  await continueButton.click();
  await expect(dialog).toContainText('Are you sure?');
  await expect(dialog).toContainText('more than 10 times the listed price');
  await dialog.getByRole('button', { name: 'Change Price' }).click();
  await expect(price).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Active');
});
