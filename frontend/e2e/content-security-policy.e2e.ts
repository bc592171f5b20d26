import { DEMO_SELLER, expect, type Page, signIn, test } from './fixtures';

/** The `securitypolicyviolation` events of a page, and its console's CSP errors, as they come. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) =>
    violations.push(violation),
  );
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

test('home, marketplace, dashboard and a landing page run under the policy, which refuses an inline script', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await signIn(page, DEMO_SELLER);
  const nav = page.getByRole('navigation', { name: 'Main' });

  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Liquidate Your Domains Fast' })).toBeVisible();

  await nav.getByRole('link', { name: 'Marketplace' }).click();
  await expect(page.getByRole('heading', { name: 'Domain Marketplace' })).toBeVisible();
  const name = (await page.getByRole('article').first().getAttribute('aria-label')) ?? '';
  expect(name).toMatch(/\./);

  await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Welcome back/, level: 1 })).toBeVisible();

  await page.goto(`/d/${name}`);
  // Contact Seller, or on the seller's own listing the link to manage it: the app's own, rendered
  // once its scripts have taken over the server's page.
  const appRendered = page
    .getByRole('button', { name: 'Contact Seller' })
    .or(page.getByRole('link', { name: 'Manage listing' }));
  await expect(appRendered).toBeVisible();
  expect(violations).toEqual([]);

  // An inline script, as injected markup would bring one, is refused and reported.
  await page.evaluate(() =>
    document.head.append(
      Object.assign(document.createElement('script'), { textContent: 'window.__inline = true' }),
    ),
  );
  await expect.poll(() => violations.join('\n')).toContain('script-src');
  expect(await page.evaluate(() => (window as { __inline?: boolean }).__inline)).toBeUndefined();
});
