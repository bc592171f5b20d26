import { randomUUID } from 'node:crypto';
import {
  DEMO_BUYER,
  DEMO_SELLER,
  expect,
  openMailbox,
  type Page,
  signIn,
  signOut,
  test,
} from './fixtures';

/** Price-drop notices are mailed by a sweep that runs every minute. */
const NOTICE_TIMEOUT_MS = 100_000;

/** The text of the newest mail to `to` whose subject contains `subject`, once it is there. */
async function mailText(page: Page, to: string, subject: string, timeout = 30_000) {
  const mailbox = await openMailbox(page);
  let text = '';
  await expect
    .poll(
      async () => {
        await mailbox.reload();
        const mail = mailbox
          .locator('article')
          .filter({ has: mailbox.getByRole('definition').getByText(to, { exact: true }) })
          .filter({ has: mailbox.locator('header strong', { hasText: subject }) });
        text = (await mail.count()) > 0 ? await mail.first().locator('pre').innerText() : '';
        return text;
      },
      { timeout },
    )
    .not.toBe('');
  await mailbox.close();
  return text;
}

test('a buyer saves a search, hears of a new matching name, watches it and is told of its price drop', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const word = `wl${randomUUID().slice(0, 6)}`;
  const name = `${word}vault.com`;

  await signIn(page, DEMO_BUYER);
  await page.goto(`/marketplace?search=${word}&sort=newest`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(word);
  await dialog.getByText('At once').click();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved')).toBeVisible();
  await page.goto('/watchlist/searches');
  await expect(page.getByRole('link', { name: word })).toHaveAttribute(
    'href',
    `/marketplace?search=${word}&sort=newest`,
  );
  await signOut(page);

  await signIn(page, DEMO_SELLER);
  await page.goto('/list-domain');
  await page.getByLabel('Domain Name').fill(name);
  await page.getByLabel('Price').fill('149');
  await page.getByRole('combobox', { name: 'Registrar' }).click();
  await page.getByRole('option', { name: 'Namecheap', exact: true }).click();
  await page.getByRole('button', { name: 'List Domain' }).click();
  await expect(page.getByRole('heading', { name: 'Domain Listed Successfully!' })).toBeVisible();

  const alert = await mailText(page, DEMO_BUYER, `New on the marketplace: ${name}`);
  const link = `${baseURL}/d/${name}`;
  expect(alert).toContain(link);
  expect(alert).toMatch(/Unsubscribe from every alert in one click: http\S+token=\S+/);
  await signOut(page);

  await signIn(page, DEMO_BUYER);
  await page.goto(link);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: `Watch ${name}` }).click();
  await expect(page.getByRole('button', { name: `Stop watching ${name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await signOut(page);

  await signIn(page, DEMO_SELLER);
  await page.goto(`/dashboard?search=${encodeURIComponent(name)}`);
  const row = page
    .getByRole('region', { name: 'Your Domain Portfolio' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toContainText('1 watcher');
  await row.getByRole('link', { name: 'Edit' }).click();
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeVisible();
  await page.getByLabel('Price').fill('119');
  await save.click();
  await expect(page).toHaveURL(/\/domain\/[0-9a-f-]+$/);

  const notice = await mailText(
    page,
    DEMO_BUYER,
    `Price drop: ${name} now costs $119`,
    NOTICE_TIMEOUT_MS,
  );
  expect(notice).toContain('($149 when you began to watch it)');
  expect(notice).toContain(link);
  await signOut(page);

  await signIn(page, DEMO_BUYER);
  await page.goto('/watchlist');
  const watched = page.getByRole('list', { name: 'Watched names' }).getByRole('listitem');
  await expect(watched.filter({ hasText: name })).toContainText('$119 (down from $149)');
});
