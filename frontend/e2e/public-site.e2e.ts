import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { DEMO_BUYER, expect, openMailbox, type Page, signIn, test } from './fixtures';

// The longest file, of journeys that share nothing: spread over the workers, it is not the one
// a worker runs alone at the end.
test.describe.configure({ mode: 'parallel' });

const PUBLIC_PAGES = [
  { path: '/', name: 'home', heading: 'Liquidate Your Domains Fast' },
  { path: '/about', name: 'about', heading: /about/i },
  { path: '/terms', name: 'terms', heading: 'Terms of Service' },
  { path: '/privacy', name: 'privacy', heading: 'Privacy Policy' },
  { path: '/marketplace', name: 'marketplace', heading: 'Authentication Required' },
];

const VIEWPORTS = [
  { label: 'mobile', width: 375, height: 812 },
  { label: 'desktop', width: 1280, height: 800 },
];

/** Console errors and uncaught exceptions of a page, collected as it is used. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Serious and critical WCAG 2.1 A/AA violations, each with the elements it was found on. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Records the page's layout shifts from its first paint on; the function returns their sum. */
async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
    );
}

/** Subjects of the mails /dev/mailbox shows sent to one address (the demo server keeps them all). */
async function mailboxSubjectsFor(page: Page, email: string): Promise<string[]> {
  const mailbox = await openMailbox(page);
  const subjects = await mailbox
    .locator('article')
    .filter({ has: mailbox.getByRole('definition').getByText(email, { exact: true }) })
    .locator('header strong')
    .allTextContents();
  await mailbox.close();
  return subjects;
}

for (const viewport of VIEWPORTS) {
  test.describe(`the public site at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const publicPage of PUBLIC_PAGES) {
      test(`${publicPage.path} has no console error and no serious accessibility violation`, async ({
        page,
        baseURL,
      }, testInfo) => {
        const errors = collectErrors(page);
        await page.goto(publicPage.path);
        await expect(
          page.getByRole('heading', { level: 1, name: publicPage.heading }),
        ).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${baseURL}${publicPage.path}`,
        );
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
        expect(await seriousViolations(page)).toEqual([]);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
        await page.screenshot({
          path: testInfo.outputPath(`${publicPage.name}-${viewport.width}.png`),
          fullPage: true,
        });
        expect(errors).toEqual([]);
      });
    }
  });
}

test.describe('the comparison table', () => {
  test('is a table at 1280 px and turns into cards at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const table = page.getByRole('table', { name: 'Platform comparison' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader').first()).toBeVisible();

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(table).toBeHidden();
    const cards = page.getByRole('list', { name: 'Platform comparison' });
    await expect(cards).toBeVisible();
    expect(await cards.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
  });
});

test.describe('the waiting list', () => {
  test('stores an entry once, thanks the visitor each time and explains a bad address', async ({
    page,
  }) => {
    const email = `waiting-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto('/#waitlist');
    const form = page.locator('#waitlist');
    await form.getByRole('radio', { name: 'Seller' }).check();
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Join the Waiting List' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();

    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Join the Waiting List' }).click();
    await expect(form.getByText('Thank you for joining!')).toBeVisible();

    await page.reload();
    await form.getByRole('radio', { name: 'Seller' }).check();
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Join the Waiting List' }).click();
    await expect(form.getByText('Thank you for joining!')).toBeVisible();

    // One entry, so one confirmation mail, however often the same address signs up.
    await expect
      .poll(() => mailboxSubjectsFor(page, email))
      .toEqual(["You're on the Domain Liquidation waiting list"]);
  });
});

test.describe('the contact form', () => {
  test('reached from the footer, it sends the message and confirms it to the signed-in sender at their account, never to the address typed in', async ({
    page,
  }) => {
    const email = `asker-${randomUUID().slice(0, 8)}@example.com`;
    await signIn(page, DEMO_BUYER);
    const confirmations = async () =>
      (await mailboxSubjectsFor(page, DEMO_BUYER)).filter(
        (subject) => subject === 'We received your message',
      ).length;
    const before = await confirmations();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/about#contact$/);
    const contact = page.locator('#contact');
    await expect(contact.getByRole('heading', { name: 'Contact Us' })).toBeInViewport();
    await expect(contact.getByText('temporarily unavailable')).toHaveCount(0);

    await contact.getByLabel('Your Name').fill('Jane Seller');
    await contact.getByLabel('Your Email').fill(email);
    await contact.getByLabel('Subject').fill('Bulk listing');
    await contact
      .getByLabel('Your Message')
      .fill('Can I upload 40 domains at once from a CSV file?');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(contact.getByRole('status')).toContainText('Message sent!');

    await expect.poll(confirmations).toBe(before + 1);
    expect(await mailboxSubjectsFor(page, email)).toEqual([]);
  });
});

test.describe('the page metadata', () => {
  const PATHS = ['/', '/about', '/marketplace', '/login', '/signup', '/terms', '/privacy'];

  test('is one title, one description, one canonical and one og:title on each public page once the SPA has loaded, as the server rendered them', async ({
    page,
    request,
    baseURL,
  }) => {
    const listings = (await (await request.get('/api/domains/public-listings?limit=1')).json()) as {
      data: { domains: { name: string }[] };
    };
    const landingPage = `/d/${listings.data.domains[0].name}`;
    for (const path of [...PATHS, landingPage]) {
      const served = await (await request.get(path)).text();
      const servedTitle = /<title>([^<]*)<\/title>/.exec(served)?.[1];
      expect(servedTitle, `${path}: the server's title`).toMatch(/Domain Liquidation Marketplace/);
      // The first screen comes with the page (prerendered), inert until the SPA draws over it,
      // styled by its own CSS in the page, the whole stylesheet loading without blocking it.
      expect(served, `${path}: the first screen`).toMatch(
        /<div id="root"><div inert>[\s\S]*<h1[^>]*>[^<]+<\/h1>/,
      );
      expect(served, `${path}: the critical CSS`).toMatch(/<style>[\s\S]+?<\/style>/);
      expect(served, `${path}: the stylesheet`).toMatch(
        /<link rel="stylesheet" [^>]*media="print" data-deferred-style>/,
      );
      // The screen the router loads lazily is preloaded once the page has painted (Vite names
      // its chunk).
      const screen = path === landingPage ? 'domain-landing' : path.slice(1);
      if (path !== '/')
        expect(served, `${path}: the screen's chunk`).toMatch(
          new RegExp(`<script type="application/json" id="spa-preloads">[^<]*"/assets/${screen}-`),
        );
      await page.goto(path);
      // The header and the route's screen are the SPA's own: it has loaded and rendered.
      await expect(page.getByRole('banner').getByRole('link', { name: 'About' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const count = (selector: string) => page.locator(selector).count();
      expect(
        {
          titles: await count('title'),
          descriptions: await count('meta[name="description"]'),
          canonicals: await count('link[rel="canonical"]'),
          ogTitles: await count('meta[property="og:title"]'),
        },
        path,
      ).toEqual({ titles: 1, descriptions: 1, canonicals: 1, ogTitles: 1 });
      await expect(page).toHaveTitle(servedTitle ?? '');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${path}`,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        servedTitle ?? '',
      );
    }
  });
});

test.describe('a page opened in a background tab', () => {
  test('starts its SPA out of sight, so that its first screen is not inert when the buyer turns to it', async ({
    page,
  }) => {
    // As a background tab: out of sight, and no frames run until it is shown.
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { get: () => true });
      window.requestAnimationFrame = () => 0;
    });
    await page.goto('/about');
    // The server's first screen is inert until the SPA draws over it with its own header.
    await expect(page.getByRole('banner').getByRole('link', { name: 'About' })).toBeVisible();
    await expect(page.locator('#root [inert]')).toHaveCount(0);
  });
});

test.describe('a landing page', () => {
  test('of a Featured listing, read by a visitor, has no serious accessibility violation', async ({
    page,
    request,
  }) => {
    // The demo seller is a Pro seller: the marketplace's first listing is one of theirs, Featured.
    const listings = (await (await request.get('/api/domains/public-listings?limit=1')).json()) as {
      data: { domains: { name: string; is_priority: boolean }[] };
    };
    const [featured] = listings.data.domains;
    expect(featured.is_priority).toBe(true);
    await page.goto(`/d/${featured.name}`);
    await expect(page.getByText('Featured', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse more domains' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('a landing page, drawn on the server', () => {
  test('does not shift on a phone when the SPA takes over, and its JSON-LD leaves with it', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const listings = (await (await request.get('/api/domains/public-listings?limit=1')).json()) as {
      data: { domains: { name: string }[] };
    };
    const { name } = listings.data.domains[0];
    const served = await (await request.get(`/d/${name}`)).text();
    expect(served).toContain('<script type="application/json" id="prerendered-state">');
    const layoutShift = await recordLayoutShifts(page);
    await page.goto(`/d/${name}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift()).toBeLessThan(0.05);
    const structuredData = page.locator('script[type="application/ld+json"]');
    await expect(structuredData).toHaveCount(1);

    await page.getByRole('link', { name: 'Browse more domains' }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(structuredData).toHaveCount(0);
  });
});

test.describe('the home page', () => {
  test('does not shift when its lower blocks arrive late', async ({ page }) => {
    await page.setViewportSize({ width: 1350, height: 940 });
    // The lower blocks' chunk held back a second: the first screen is painted without them.
    await page.route(/\/assets\/below-the-fold-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const layoutShift = await recordLayoutShifts(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift()).toBeLessThan(0.05);
  });
});

test.describe('the marketplace signed in', () => {
  test('has no serious accessibility violation on its cards', async ({ page }) => {
    await signIn(page, DEMO_BUYER);
    // Signed in, the browser is sent the signed-in first screen, not the signed-out visitor's.
    const served = await (await page.request.get('/marketplace')).text();
    expect(served).toMatch(/<div id="root"><div inert>[\s\S]*<h1[^>]*>Domain Marketplace<\/h1>/);
    expect(served).not.toContain('Authentication Required');
    await page.goto('/marketplace');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the marketplace signed in, loading', () => {
  test('does not shift when its listings arrive late', async ({ page }) => {
    await page.setViewportSize({ width: 1350, height: 940 });
    await signIn(page, DEMO_BUYER);
    // The listings held back a second: the page is painted with the loading state first.
    await page.route(/\/api\/domains\/public-listings/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const layoutShift = await recordLayoutShifts(page);
    await page.goto('/marketplace');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift()).toBeLessThan(0.05);
  });
});
