import { randomUUID } from 'node:crypto';
import { DEMO_BUYER, DEMO_SELLER, signIn, signOut, expect, type Page, test } from './fixtures';
import { listDomain } from './support/listings';

const BUYER_NAME = 'Demo Buyer';
const PRICE = '300';
const ESCROW_NOTE = 'Escrow.com transaction E2E-4411';

/** The stages after Agreed, in the order the deal moves through them. */
const NEXT_STAGES = [
  'Escrow opened',
  'Payment secured',
  'Domain transferred',
  'Funds released',
  'Completed',
];

/** The report is made by the background job after the sale; give it time on a busy machine. */
const REPORT_TIMEOUT_MS = 60_000;

/** The buyer opens the listing's landing page (a view) and sends an offer (an inquiry). */
async function sendOffer(page: Page, name: string) {
  await page.goto(`/d/${name}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Contact Seller' }).click();
  const modal = page.getByRole('dialog', { name: `Contact Seller: ${name}` });
  await modal.getByLabel('Inquiry Type').selectOption({ label: 'Make an Offer' });
  await modal.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(modal.getByRole('heading', { name: 'Inquiry Sent Successfully!' })).toBeVisible();
  await modal.getByRole('button', { name: 'Continue Browsing' }).click();
  await expect(modal).toBeHidden();
}

async function markLeadSold(page: Page, name: string) {
  await page.goto('/seller-dashboard');
  const lead = page
    .getByRole('region', { name: 'New Inquiries' })
    .getByRole('article', { name: `${name} from ${BUYER_NAME}` });
  await lead.getByRole('button', { name: 'Mark as Sold' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark as Sold' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
}

test('the seller follows a sale from the lead manager to a completed deal, with a checklist and the sale report', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `e2e-deal-${randomUUID().slice(0, 8)}.io`;

  await signIn(page, DEMO_SELLER);
  await listDomain(page, name, PRICE);
  await signOut(page);

  await signIn(page, DEMO_BUYER);
  await sendOffer(page, name);
  await signOut(page);

  await signIn(page, DEMO_SELLER);
  await markLeadSold(page, name);
  const sale = page
    .getByRole('region', { name: 'Completed Sales' })
    .getByRole('article', { name, exact: true });
  await sale.getByRole('button', { name: 'Deal' }).click();

  await expect(page).toHaveURL(/\/deals\/[0-9a-f-]{36}$/);
  const dealUrl = page.url();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Buyer' })).toContainText(BUYER_NAME);
  await expect(page.getByRole('group', { name: 'Your role' })).toContainText('Seller');
  await expect(page.getByRole('group', { name: 'Sale price' })).toContainText('$300.00');

  const progress = page.getByRole('region', { name: 'Progress' });
  for (const stage of NEXT_STAGES) {
    if (stage === 'Payment secured') {
      await progress.getByLabel('Notes (optional)').fill(ESCROW_NOTE);
    }
    await progress.getByRole('button', { name: `Mark ${stage}` }).click();
    await expect(progress).toContainText(`Current stage: ${stage}`);
  }
  await expect(page.getByText(/^Every stage is done/)).toBeVisible();
  await expect(progress.getByRole('button', { name: /^Mark / })).toHaveCount(0);
  await expect(progress.getByLabel('Notes (optional)')).toHaveCount(0);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(NEXT_STAGES.length + 1);
  await expect(history).toContainText(ESCROW_NOTE);

  const verification = page.getByRole('region', { name: 'Verification' });
  await verification.getByRole('button', { name: 'Start Domain transfer checklist' }).click();
  const transfer = verification.getByRole('region', { name: 'Domain transfer' });
  await expect(transfer).toContainText('0 of 5 done');
  await transfer.getByRole('checkbox', { name: 'Domain unlocked at the registrar' }).check();
  await expect(transfer).toContainText('1 of 5 done');
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Domain transfer' })
      .getByRole('checkbox', { name: 'Domain unlocked at the registrar' }),
  ).toBeChecked();

  const report = page.getByRole('region', { name: 'Sale report' });
  await expect(report.getByRole('group', { name: 'Days to sell' })).toContainText('0 days', {
    timeout: REPORT_TIMEOUT_MS,
  });
  await expect(report.getByRole('group', { name: 'Views before the sale' })).toHaveText(
    /^Views before the sale[1-9]\d*$/,
  );
  await expect(report.getByRole('group', { name: 'Inquiries before the sale' })).toHaveText(
    'Inquiries before the sale1',
  );
  await expect(report.getByRole('group', { name: 'Sale vs listed price' })).toContainText('100.0%');
  await expect(report.getByRole('group', { name: 'Sale vs your average' })).toBeVisible();
  const recommendation = report.getByRole('listitem', { name: 'Your asking price held' });
  await expect(recommendation).toContainText(`${name} sold at 100`);
  await recommendation.getByRole('button', { name: 'Implement' }).click();
  await expect(recommendation.getByText('Implemented', { exact: true })).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('listitem', { name: 'Your asking price held' })
      .getByText('Implemented', { exact: true }),
  ).toBeVisible({ timeout: REPORT_TIMEOUT_MS });

  await page.getByRole('link', { name: 'Deals', exact: true }).first().click();
  await expect(page).toHaveURL(/\/deals$/);
  await page.getByLabel('Status').selectOption({ label: 'Completed' });
  await expect(page).toHaveURL(/status=completed/);
  const row = page.getByRole('table', { name: 'Your deals' }).getByRole('row', { name });
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('Seller');
  await signOut(page);

  await signIn(page, DEMO_BUYER);
  await page.goto('/deals?role=buyer');
  const bought = page.getByRole('table', { name: 'Your deals' }).getByRole('row', { name });
  await expect(bought).toContainText('Buyer');
  await bought.getByRole('link', { name }).click();
  await expect(page).toHaveURL(dealUrl);
  await expect(page.getByText(/^Every stage is done/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sale report' })).toHaveCount(0);
});
