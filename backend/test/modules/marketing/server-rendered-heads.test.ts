import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { as, directSale } from '../deals/deal-support';
import { listedDomain } from '../inquiries/inquiry-support';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { waitForProjections } from '../../support/wait-for-projections';

const SITE = 'https://liquidation.example';
const SITE_NAME = 'Domain Liquidation Marketplace';
/** The SPA's index.html as Vite builds it from frontend/index.html: a default title and description. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>${SITE_NAME} | List Domains Under $1,000 Fast</title>
    <meta
      name="description"
      content="The default description."
    />
    <script type="module" crossorigin src="/assets/index-Dx2k.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-Q9aa.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** Vite's manifest of that build: the sign-in screen's chunk shares one with the entry. */
const MANIFEST = {
  'index.html': { file: 'assets/index-Dx2k.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-Q9aa.js' },
  '_form.js': { file: 'assets/form-Lm3c.js', imports: ['_shared.js'] },
  'src/features/identity/routes/login.tsx': {
    file: 'assets/login-Hh71.js',
    isDynamicEntry: true,
    imports: ['_form.js', '_shared.js'],
  },
};

/** The build's first screens of the public pages (frontend/vite.config.mts): here, the about page's. */
const PRERENDERED = { '/about': '<main><h1>About Us</h1></main>' };

/** PNG's size, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Every element of a kind in the page's <head>, as its attributes (and text, for <title>). */
function headElements(html: string, selector: RegExp): string[] {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  return [...head.matchAll(selector)].map((match) => match[1]);
}

const titles = (html: string) => headElements(html, /<title>([^<]*)<\/title>/g);
const metaContent = (html: string, key: string) =>
  headElements(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'));
const canonicals = (html: string) => headElements(html, /<link rel="canonical" href="([^"]*)"/g);
const structuredData = (html: string) =>
  headElements(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).map(
    (json) => JSON.parse(json) as Record<string, unknown> & { offers: Record<string, unknown> },
  );

describe('the <head> the server renders for search engines and link previews', () => {
  let t: TestApp;
  let webDir: string;
  let seller: SignedUpUser;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'web-'));
    writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
    mkdirSync(join(webDir, '.vite'));
    writeFileSync(join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(webDir, '.vite', 'prerendered.json'), JSON.stringify(PRERENDERED));
    t = await createTestApp({ runProcessors: true, env: { WEB_DIST_DIR: webDir, SITE_URL: SITE } });
    seller = await signUpUser(t.http);
  });

  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it.each([
    ['/', `${SITE_NAME} | List Domains Under $1,000 Fast`, /flat \$9\.99 credit/],
    ['/about', `About Us | ${SITE_NAME}`, /Why we built a marketplace/],
    ['/marketplace', `Domain Marketplace | ${SITE_NAME}`, /Browse domain names for sale/],
    ['/login', `Sign In | ${SITE_NAME}`, /Sign in to list and manage/],
    ['/signup', `Create Account | ${SITE_NAME}`, /Create an account/],
    ['/terms', `Terms of Service | ${SITE_NAME}`, /The terms for listing/],
    ['/privacy', `Privacy Policy | ${SITE_NAME}`, /What the domain liquidation marketplace stores/],
  ])(
    'gives %s its own title, description, canonical and social tags, once each',
    async (path, title, description) => {
      const response = await t.http.get(path).expect(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      const html = response.text;
      expect(titles(html)).toEqual([title]);
      expect(metaContent(html, 'description')).toEqual([expect.stringMatching(description)]);
      expect(canonicals(html)).toEqual([`${SITE}${path}`]);
      expect(metaContent(html, 'og:title')).toEqual([title]);
      expect(metaContent(html, 'og:url')).toEqual([`${SITE}${path}`]);
      expect(metaContent(html, 'twitter:card')).toEqual(['summary']);
      expect(metaContent(html, 'robots')).toEqual([]);
      expect(html).toContain(
        '<script type="module" crossorigin src="/assets/index-Dx2k.js"></script>',
      );
    },
  );

  it('preloads the chunks of the page’s own screen with it, and no chunk index.html loads', async () => {
    const html = (await t.http.get('/login').expect(200)).text;
    expect(headElements(html, /<link rel="modulepreload" crossorigin href="([^"]*)">/g)).toEqual([
      '/assets/shared-Q9aa.js',
      '/assets/login-Hh71.js',
      '/assets/form-Lm3c.js',
    ]);
    const home = (await t.http.get('/').expect(200)).text;
    expect(headElements(home, /<link rel="modulepreload" crossorigin href="([^"]*)">/g)).toEqual([
      '/assets/shared-Q9aa.js',
    ]);
  });

  it('sends a page’s prerendered first screen in #root, inert until the SPA draws over it', async () => {
    const about = (await t.http.get('/about').expect(200)).text;
    expect(about).toContain('<div id="root"><div inert><main><h1>About Us</h1></main></div></div>');
    const terms = (await t.http.get('/terms').expect(200)).text;
    expect(terms).toContain('<div id="root"></div>');
  });

  it('gives a listed name its own social card, a PNG revalidated by what it shows', async () => {
    const listing = await listedDomain(t.app, t.http, seller, {
      name: 'social-card.io',
      price: 420,
    });
    await waitForProjections(t.app);
    const html = (await t.http.get('/d/social-card.io').expect(200)).text;
    const image = `${SITE}/d/social-card.io/image.png`;
    expect(metaContent(html, 'og:image')).toEqual([image]);
    expect(metaContent(html, 'twitter:image')).toEqual([image]);
    expect(metaContent(html, 'twitter:card')).toEqual(['summary_large_image']);

    const card = await t.http
      .get('/d/social-card.io/image.png')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.headers['cache-control']).toBe('public, no-cache');
    expect(pngSize(card.body as Buffer)).toEqual({ width: 1200, height: 630 });
    const etag = card.headers.etag;
    await t.http.get('/d/social-card.io/image.png').set('If-None-Match', etag).expect(304);

    await as(t.http, seller)
      .put(`/api/domains/update/${listing.id}`)
      .send({ price: 395 })
      .expect(200);
    await waitForProjections(t.app);
    const repriced = await t.http
      .get('/d/social-card.io/image.png')
      .set('If-None-Match', etag)
      .expect(200);
    expect(repriced.headers.etag).not.toBe(etag);
    await t.http.get('/d/not-listed-here.io/image.png').expect(404);
  });

  it('describes a listed name as a Product whose Offer carries the price it has now', async () => {
    const listing = await listedDomain(t.app, t.http, seller, {
      name: 'structured-data.io',
      price: 300,
    });
    await waitForProjections(t.app);
    const [before] = structuredData((await t.http.get('/d/structured-data.io').expect(200)).text);
    expect(before).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'structured-data.io',
      url: `${SITE}/d/structured-data.io`,
      offers: {
        '@type': 'Offer',
        price: '300.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Person', identifier: seller.userId },
      },
    });

    await as(t.http, seller)
      .put(`/api/domains/update/${listing.id}`)
      .send({ price: 275 })
      .expect(200);
    await waitForProjections(t.app);
    const html = (await t.http.get('/d/structured-data.io').expect(200)).text;
    expect(structuredData(html)).toHaveLength(1);
    expect(structuredData(html)[0].offers.price).toBe('275.00');
    expect(titles(html)).toEqual([`structured-data.io is for sale: $275 | ${SITE_NAME}`]);
    expect(metaContent(html, 'robots')).toEqual([]);
  });

  it('keeps a sold name out of search engines, with no offer left', async () => {
    const listing = await listedDomain(t.app, t.http, seller, { name: 'sold-already.io' });
    await directSale(t.http, seller, listing.id, 150);
    await waitForProjections(t.app);
    const response = await t.http.get('/d/sold-already.io').expect(404);
    expect(metaContent(response.text, 'robots')).toEqual(['noindex']);
    expect(structuredData(response.text)).toEqual([]);
    expect(titles(response.text)).toEqual([`sold-already.io is not for sale | ${SITE_NAME}`]);
  });
});
