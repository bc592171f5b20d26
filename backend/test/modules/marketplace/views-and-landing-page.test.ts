import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '../../../src/platform/clock/clock';
import { escapeHtml } from '../../../src/platform/http/html';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { waitForProjections } from '../../support/wait-for-projections';
import { listedDomain } from '../inquiries/inquiry-support';

const DAY = 24 * 60 * 60 * 1000;
const HOSTILE = '<script>window.__xss=1</script><img src=x onerror="window.__xss=2">';

describe('views and the landing page /d/{name}', () => {
  let t: TestApp;
  let clock: FixedClock;
  let seller: SignedUpUser;
  let buyer: SignedUpUser;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'web-'));
    writeFileSync(
      join(webDir, 'index.html'),
      '<!doctype html><html><head><title>App</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
    );
    clock = new FixedClock(new Date('2026-06-01T12:00:00.000Z'));
    t = await createTestApp({
      clock,
      runProcessors: true,
      env: { WEB_DIST_DIR: webDir, SITE_URL: 'https://liquidation.example' },
    });
    seller = await signUpUser(t.http);
    buyer = await signUpUser(t.http);
  });

  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const view = (user: SignedUpUser, listingId: string) =>
    t.http
      .post(`/api/domains/${listingId}/view`)
      .set('Authorization', `Bearer ${user.accessToken}`);
  const signIn = async (user: SignedUpUser) => {
    const response = await t.http
      .post('/api/auth/signin')
      .send({ email: user.email, password: user.password })
      .expect(200);
    user.accessToken = response.body.data.access_token as string;
  };

  it('counts one view per buyer and day, never the seller’s own, and shows it everywhere', async () => {
    const listing = await listedDomain(t.app, t.http, seller, { name: 'viewed-once.com' });
    expect((await view(buyer, listing.id).expect(200)).body.data).toEqual({ counted: true });
    expect((await view(buyer, listing.id).expect(200)).body.data).toEqual({ counted: false });
    expect((await view(seller, listing.id).expect(200)).body.data).toEqual({ counted: false });
    const other = await signUpUser(t.http);
    await view(other, listing.id).expect(200);
    clock.advance(DAY);
    await signIn(buyer);
    await signIn(seller);
    expect((await view(buyer, listing.id).expect(200)).body.data).toEqual({ counted: true });

    const mine = await t.http
      .get(`/api/domains/detail/${listing.id}`)
      .set('Authorization', `Bearer ${seller.accessToken}`)
      .expect(200);
    expect(mine.body.data.views).toBe(3);
    const stats = await t.http
      .get('/api/dashboard/stats')
      .set('Authorization', `Bearer ${seller.accessToken}`)
      .expect(200);
    expect(stats.body.data.totalViews).toBe(3);
    await waitForProjections(t.app);
    const card = await t.http.get('/api/domains/by-name/viewed-once.com').expect(200);
    expect(card.body.data).toMatchObject({ views: 3, name: 'viewed-once.com' });
  });

  it('asks a visitor to sign in before a view counts, and answers 404 for an unknown listing', async () => {
    const listing = await listedDomain(t.app, t.http, seller);
    await t.http.post(`/api/domains/${listing.id}/view`).expect(401);
    await view(buyer, '1b2a3c4d-0000-4000-8000-000000000000').expect(404);
    await view(buyer, 'not-a-uuid').expect(404);
  });

  it('renders the landing page with its title, social tags and the description as text', async () => {
    await listedDomain(t.app, t.http, seller, {
      name: 'hostile-text.io',
      price: 640,
      description: HOSTILE,
    });
    await waitForProjections(t.app);
    const response = await t.http.get('/d/hostile-text.io').expect(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const html = response.text;
    expect(html).toContain(
      '<title>hostile-text.io is for sale: $640 | Domain Liquidation Marketplace</title>',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://liquidation.example/d/hostile-text.io">',
    );
    expect(html).toContain('<meta property="og:title" content="hostile-text.io is for sale: $640');
    expect(html).toContain('&#60;script&#62;window.__xss=1&#60;/script&#62;');
    expect(html).not.toContain('<script>window.__xss');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<title>App</title>');
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>');
    expect(html).toMatch(/<div id="root"><main>[\s\S]*Contact Seller[\s\S]*<\/main><\/div>/);
  });

  it('shows a description holding replacement patterns as written, in one page', async () => {
    const description = "Costs $` less, $' more, $& or $$ or $1 — it’s `${price}`";
    await listedDomain(t.app, t.http, seller, { name: 'dollar-signs.io', description });
    await waitForProjections(t.app);
    const html = (await t.http.get('/d/dollar-signs.io').expect(200)).text;
    expect(html.split('</head>')).toHaveLength(2);
    expect(html.split('<title>')).toHaveLength(2);
    expect(html).toContain(`<p>${escapeHtml(description)}</p>`);
    expect(html).toContain(`<meta name="description" content="${escapeHtml(description)}">`);
  });

  it('answers 404 with a page for a name that is not on sale', async () => {
    const response = await t.http.get('/d/not-listed-anywhere.com').expect(404);
    expect(response.text).toContain('This domain is not listed on the marketplace.');
    expect(response.text).toContain('<meta name="robots" content="noindex">');
    await t.http.get('/api/domains/by-name/not-listed-anywhere.com').expect(404);
  });
});
