import { randomInt, randomUUID } from 'node:crypto';
import { DEMO_BUYER, DEMO_SELLER, expect, openMailbox, type Page, signIn, test } from './fixtures';
import { findCard, listDomain } from './support/listings';
import { ESCROW_WEBHOOK_TOKEN, RDAP_TLD } from './support/stand-in-addresses';
import { escrowStep, setRegistration } from './support/stand-ins';

const PRICE = '180';
const AUTH_CODE = 'E2E-Auth-7391!x';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The seller sets the listing's Buy Now price on its page, reached from the portfolio. */
async function setBuyNow(page: Page, name: string) {
  await page.goto(`/dashboard?search=${encodeURIComponent(name)}`);
  await page
    .getByRole('region', { name: 'Your Domain Portfolio' })
    .getByRole('link', { name: 'View' })
    .click();
  await expect(page).toHaveURL(/\/domain\/[0-9a-f-]{36}$/);
  const offers = page.getByRole('region', { name: 'Offers' });
  await offers.getByLabel('Buy Now price (USD)').fill(PRICE);
  await offers.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Offer rules saved')).toBeVisible();
}

test('an offer at the Buy Now price becomes a deal that Escrow.com, the auth code and the registry carry to completion by themselves', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const name = `e2e-deal-${randomUUID().slice(0, 8)}.${RDAP_TLD}`;
  const expiresAt = new Date(Date.now() + YEAR_MS);
  await setRegistration(name, {
    registrar: 'NameCheap, Inc.',
    expiresAt,
    statuses: ['client transfer prohibited'],
  });
  // Escrow.com tells the app a transaction changed; the app asks Escrow.com what changed.
  const escrowWebhook = async (id: number) => {
    const response = await request.post(
      `/api/transaction-timeline/escrow-webhook/${ESCROW_WEBHOOK_TOKEN}`,
      { data: { event: 'payment_approved', event_type: 'transaction', transaction_id: id } },
    );
    expect(response.status()).toBe(200);
  };

  // The seller and the buyer, each in a browser of their own, side by side.
  const sellerContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.7` },
  });
  const seller = await sellerContext.newPage();
  await signIn(seller, DEMO_SELLER);
  await listDomain(seller, name, PRICE);
  await setBuyNow(seller, name);

  await signIn(page, DEMO_BUYER);
  const card = await findCard(page, name);
  await card.getByRole('button', { name: 'Make an offer' }).click();
  const modal = page.getByRole('dialog', { name: `Make an offer: ${name}` });
  await modal.getByLabel('Your offer (USD)').fill(PRICE);
  await modal.getByRole('button', { name: 'Send offer' }).click();
  await expect(modal.getByRole('heading', { name: 'Offer accepted' })).toBeVisible();
  await modal.getByRole('link', { name: 'Go to the deal' }).click();
  await expect(page).toHaveURL(/\/deals\/[0-9a-f-]{36}$/);
  const dealUrl = page.url();
  const progress = page.getByRole('region', { name: 'Progress' });

  // Before paying, the buyer sees what is known of the name, red flags first.
  await expect(
    page.getByRole('region', { name: 'Before you pay' }).getByRole('list', {
      name: 'Checks of the name',
    }),
  ).toBeVisible();

  await page
    .getByRole('region', { name: 'Escrow' })
    .getByRole('button', { name: 'Open escrow at Escrow.com' })
    .click();
  await expect(page.getByRole('region', { name: 'Escrow' })).toContainText(
    /Escrow\.com transaction \d+\./,
  );
  await expect(progress).toContainText('Current stage: Escrow opened');

  await escrowWebhook(await escrowStep(name, 'secure'));
  await page.reload();
  await expect(progress).toContainText('Current stage: Payment secured');

  const delivery = page.getByRole('region', { name: 'Delivery' });
  await delivery.getByLabel(/^Your registrar/).fill('Porkbun');
  await delivery.getByRole('button', { name: 'Save the registrar' }).click();
  await expect(delivery).toContainText('The name goes to Porkbun.');
  await expect(page.getByRole('region', { name: 'Transfer guide' })).toContainText(
    /A transfer from .+ to Porkbun/,
  );

  await seller.goto(dealUrl);
  const sellerCode = seller.getByRole('region', { name: 'Transfer auth code' });
  await sellerCode.getByLabel('Auth code').fill(AUTH_CODE);
  await sellerCode.getByRole('button', { name: 'Save the auth code' }).click();
  await expect(sellerCode).toContainText('the buyer has not seen it yet');

  await page.reload();
  const buyerCode = page.getByRole('region', { name: 'Transfer auth code' });
  await buyerCode.getByRole('button', { name: 'Show the auth code' }).click();
  await expect(page.getByTestId('auth-code')).toHaveText(AUTH_CODE);
  await page.reload();
  await expect(buyerCode).toContainText('You were shown the auth code');
  await expect(page.getByTestId('auth-code')).toHaveCount(0);

  // The transfer went through at the registries: the name's RDAP record names Porkbun.
  await setRegistration(name, { registrar: 'Porkbun LLC', expiresAt, statuses: ['active'] });
  await delivery.getByRole('button', { name: 'Check the registry now' }).click();
  await expect(progress).toContainText('Current stage: Domain transferred');

  // The buyer accepts the name at Escrow.com, which pays the seller.
  await escrowStep(name, 'accept');
  await escrowWebhook(await escrowStep(name, 'disburse'));
  await seller.reload();
  await expect(seller.getByText(/^Every stage is done/)).toBeVisible();
  await expect(seller.getByRole('region', { name: 'Transfer auth code' })).toHaveCount(0);

  // Each change was told by mail (sent by the workers: reload until it is there).
  const mailbox = await openMailbox(page);
  for (const stage of ['Payment secured', 'Domain transferred', 'Completed'])
    await expect(async () => {
      await mailbox.reload();
      await expect(
        mailbox.locator('header strong', { hasText: `The deal for ${name}: ${stage}` }).first(),
      ).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
  await sellerContext.close();
});
