import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, signUpUser, type TestApp } from '../../support/test-app';
import { waitForProjections } from '../../support/wait-for-projections';
import { listedDomain } from '../inquiries/inquiry-support';

const SITE = 'https://liquidation.example';

describe('/sitemap.xml and /robots.txt', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    // The built SPA is served too: these two must never fall back to its index.html.
    webDir = mkdtempSync(join(tmpdir(), 'web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>App</title>');
    t = await createTestApp({ runProcessors: true, env: { WEB_DIST_DIR: webDir, SITE_URL: SITE } });
  });

  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('lists the public pages and the landing page of each domain on sale, and no other', async () => {
    const seller = await signUpUser(t.http);
    const onSale = await listedDomain(t.app, t.http, seller, { name: 'on-sale-now.com' });
    const gone = await listedDomain(t.app, t.http, seller, { name: 'deleted-one.com' });
    await t.http
      .delete(`/api/domains/delete/${gone.id}`)
      .set('Authorization', `Bearer ${seller.accessToken}`)
      .expect(200);
    await waitForProjections(t.app);

    const response = await t.http.get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      `${SITE}/`,
      `${SITE}/about`,
      `${SITE}/marketplace`,
      `${SITE}/terms`,
      `${SITE}/privacy`,
      `${SITE}/login`,
      `${SITE}/signup`,
      `${SITE}/d/${onSale.name}`,
    ]);
    expect(response.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(response.text).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it('points crawlers at the sitemap and keeps them out of the signed-in screens', async () => {
    const response = await t.http.get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /dashboard',
        'Disallow: /billing',
        'Disallow: /checkout',
        `Sitemap: ${SITE}/sitemap.xml`,
      ]),
    );
    expect(lines).not.toContain('Disallow: /marketplace');
    expect(lines).not.toContain('Disallow: /');
  });
});
