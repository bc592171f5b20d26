import { randomUUID } from 'node:crypto';
import { DEMO_SELLER, signIn, expect, type Page, test } from './fixtures';

/** The demo seed's offer from the demo buyer, waiting in the demo seller's lead manager. */
const SEEDED_OFFER = 'Would you take 80% of the asking price?';

async function saveTemplate(page: Page, fields: { name: string; subject: string; text: string }) {
  const dialog = page.getByRole('dialog', { name: /^(New|Edit) Template$/ });
  await dialog.getByLabel('Template Name').fill(fields.name);
  await dialog.getByLabel('For Inquiry Type').selectOption({ label: 'Make an Offer' });
  await dialog.getByLabel('Subject').fill(fields.subject);
  await dialog.getByLabel('Template Text').fill(fields.text);
  await dialog.getByRole('button', { name: 'Save Template' }).click();
  await expect(dialog).toBeHidden();
}

test('a seller creates a response template, edits it, answers a lead with it, and deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Counter offer ${randomUUID().slice(0, 6)}`;
  await signIn(page, DEMO_SELLER);
  await page.goto('/seller-dashboard');
  const templates = page.getByRole('region', { name: 'Response Templates' });
  await expect(templates).toBeVisible();

  await templates.getByRole('button', { name: 'New Template' }).click();
  await saveTemplate(page, {
    name,
    subject: 'Your offer',
    text: 'Hi {buyer}, {domain} is yours for {price} through escrow.',
  });
  const template = templates.getByRole('article', { name });
  await expect(template).toContainText('Make an Offer');
  await expect(template).toContainText('Your offer');

  await template.getByRole('button', { name: 'Edit' }).click();
  await saveTemplate(page, {
    name,
    subject: 'Your offer for {domain}',
    text: 'Hi {buyer}, {domain} is yours for {price} through escrow.',
  });
  await expect(template).toContainText('Your offer for {domain}');

  const lead = page
    .getByRole('region', { name: 'New Inquiries' })
    .getByRole('article')
    .filter({ hasText: SEEDED_OFFER });
  const domain = (await lead.getByRole('paragraph').first().textContent()) ?? '';
  expect(domain).toMatch(/\.[a-z]+$/);
  await lead.getByRole('button', { name: 'Answer' }).click();
  const answer = page.getByRole('dialog', { name: `Answer Demo Buyer about ${domain}` });
  await answer.getByLabel('Response Template').selectOption({ label: `${name} (Make an Offer)` });
  await expect(answer.getByLabel('Subject')).toHaveValue(`Your offer for ${domain}`);
  await expect(answer.getByLabel('Your Answer')).toHaveValue(
    new RegExp(
      `^Hi Demo Buyer, ${domain.replace('.', '\\.')} is yours for \\$\\d+ through escrow\\.$`,
    ),
  );
  const send = answer.getByRole('link', { name: 'Send from My Email' });
  await expect(send).toHaveAttribute(
    'href',
    `mailto:demo-buyer@example.com?subject=${encodeURIComponent(`Your offer for ${domain}`)}&body=${encodeURIComponent(await answer.getByLabel('Your Answer').inputValue())}`,
  );
  // The mail program is outside the app: the browser is kept from handing the link to one.
  await page.evaluate(() =>
    window.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href^="mailto:"]')) event.preventDefault();
    }),
  );
  await send.click();
  await expect(answer).toBeHidden();
  await expect(lead.getByText('Responded', { exact: true })).toBeVisible();

  await template.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Template' });
  await expect(confirm).toContainText(`Delete the template ${name}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(template).toHaveCount(0);
});
