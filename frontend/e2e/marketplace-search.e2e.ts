import { DEMO_BUYER, signIn, expect, type Page, test } from './fixtures';

function cards(page: Page) {
  return page.getByRole('article');
}

async function openAdvancedFilters(page: Page) {
  await page.getByRole('button', { name: 'Filters' }).click();
  return page.getByRole('region', { name: 'Advanced Filters' });
}

test('a custom price range with its minimum above its maximum is refused beside the boxes, and the results stay', async ({
  page,
}) => {
  await signIn(page, DEMO_BUYER);
  await page.goto('/marketplace');
  await expect(cards(page).first()).toBeVisible();
  const advanced = await openAdvancedFilters(page);

  await advanced.getByLabel('Max Price').fill('100');
  await expect(page).toHaveURL(/max_price=100/);
  await expect(cards(page).first()).toBeVisible();

  await advanced.getByLabel('Min Price').fill('800');
  await expect(advanced.getByText('Min price cannot be more than max price')).toBeVisible();
  await expect(advanced.getByLabel('Min Price')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).not.toHaveURL(/min_price=800/);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await advanced.getByLabel('Max Price').fill('900');
  await expect(page).toHaveURL(/min_price=800&max_price=900/);
  await expect(advanced.getByText('Min price cannot be more than max price')).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
});

test('a page past the end says so and links to the last page of the same search', async ({
  page,
}) => {
  await signIn(page, DEMO_BUYER);
  await page.goto('/marketplace?page=999');

  const pastEnd = page.getByText(/^Page 999 is past the end: these results have \d+ pages\.$/);
  await expect(pastEnd).toBeVisible();
  await expect(page.getByText('No domains are currently listed in the marketplace')).toHaveCount(0);
  const lastPage = Number(/have (\d+) pages/.exec((await pastEnd.textContent()) ?? '')?.[1]);
  expect(lastPage).toBeGreaterThan(1);

  await page.getByRole('link', { name: 'Go to the last page' }).click();
  await expect(page).toHaveURL(new RegExp(`page=${lastPage}$`));
  await expect(cards(page).first()).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', {
      name: `Page ${lastPage}`,
    }),
  ).toHaveAttribute('aria-current', 'page');
});

test('High Interest after Premium sorts by inquiries over every price, keeping none of Premium’s minimum', async ({
  page,
}) => {
  await signIn(page, DEMO_BUYER);
  await page.goto('/marketplace');
  await expect(cards(page).first()).toBeVisible();
  const advanced = await openAdvancedFilters(page);

  await advanced.getByRole('button', { name: 'Premium' }).click();
  await expect(page).toHaveURL(/sort=views_desc&min_price=500$/);
  await expect(advanced.getByLabel('Min Price')).toHaveValue('$500');

  await advanced.getByRole('button', { name: 'High Interest' }).click();
  await expect(page).toHaveURL(/\/marketplace\?sort=inquiries_desc$/);
  await expect(advanced.getByLabel('Min Price')).toHaveValue('$0');
  await expect(page.getByLabel('Price Range')).toHaveValue('');
  await expect(cards(page).first()).toBeVisible();
});
