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
    <link rel="stylesheet" crossorigin href="/assets/index-Zz81.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** Vite's manifest of that build: the SPA's start and the sign-in screen share a chunk with the entry. */
const MANIFEST = {
  'index.html': { file: 'assets/index-Dx2k.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-Q9aa.js' },
  '_form.js': { file: 'assets/form-Lm3c.js', imports: ['_shared.js'] },
  'src/app/start.tsx': {
    file: 'assets/start-Ab12.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
  },
  'src/features/identity/routes/login.tsx': {
    file: 'assets/login-Hh71.js',
    isDynamicEntry: true,
    imports: ['_form.js', '_shared.js'],
  },
};

/** The build's first screens of the public pages (frontend/vite.config.mts). */
const PRERENDERED = {
  '/about': '<main><h1>About Us</h1></main>',
  '/marketplace': '<main><h2>Authentication Required</h2></main>',
  '/marketplace#signed-in': '<main><h2>Domain Marketplace</h2></main>',
};

/** The CSS those first screens use, as the build gives it (beasties). */
const CRITICAL_CSS = {
  '/about': 'h1{font-size:2rem}',
  '/marketplace': 'h2{color:red}',
  '/marketplace#signed-in': 'h2{color:blue}',
};

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
    writeFileSync(join(webDir, '.vite', 'critical-css.json'), JSON.stringify(CRITICAL_CSS));
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

  it('preloads the SPA’s start and the page’s own screen with it, and no chunk index.html loads', async () => {
    const html = (await t.http.get('/login').expect(200)).text;
    expect(headElements(html, /<link rel="modulepreload" crossorigin href="([^"]*)">/g)).toEqual([
      '/assets/shared-Q9aa.js',
      '/assets/start-Ab12.js',
      '/assets/login-Hh71.js',
      '/assets/form-Lm3c.js',
    ]);
    const home = (await t.http.get('/').expect(200)).text;
    expect(headElements(home, /<link rel="modulepreload" crossorigin href="([^"]*)">/g)).toEqual([
      '/assets/shared-Q9aa.js',
      '/assets/start-Ab12.js',
    ]);
  });

  it('sends a page’s prerendered first screen in #root, inert until the SPA draws over it', async () => {
    const about = (await t.http.get('/about').expect(200)).text;
    expect(about).toContain('<div id="root"><div inert><main><h1>About Us</h1></main></div></div>');
    const terms = (await t.http.get('/terms').expect(200)).text;
    expect(terms).toContain('<div id="root"></div>');
  });

  it('paints a first screen with its own CSS inline, the whole stylesheet and the scripts after', async () => {
    const about = (await t.http.get('/about').expect(200)).text;
    expect(headElements(about, /<style>([^<]*)<\/style>/g)).toEqual(['h1{font-size:2rem}']);
    // Loaded without holding up the paint; applied by main.tsx, or at once without scripts.
    expect(about).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-Zz81.css" media="print" data-deferred-style>' +
        '<noscript><link rel="stylesheet" crossorigin href="/assets/index-Zz81.css"></noscript>',
    );
    // The chunks are a list main.tsx preloads once the page has painted, not tags that load with it.
    expect(headElements(about, /<link rel="modulepreload" crossorigin href="([^"]*)">/g)).toEqual([
      '/assets/shared-Q9aa.js',
    ]);
    expect(
      headElements(about, /<script type="application\/json" id="spa-preloads">([^<]*)</g),
    ).toEqual(['["/assets/start-Ab12.js"]']);
    // A page without a first screen keeps its stylesheet as it is.
    const terms = (await t.http.get('/terms').expect(200)).text;
    expect(terms).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Zz81.css">');
    expect(terms).not.toContain('<style>');
  });

  it('sends the marketplace’s signed-out first screen only to a browser that holds no session', async () => {
    const signedOut = await t.http.get('/marketplace').expect(200);
    expect(signedOut.text).toContain('<h2>Authentication Required</h2>');
    expect(signedOut.text).toContain('<style>h2{color:red}</style>');
    expect(signedOut.headers.vary).toMatch(/Cookie/);
    const signedIn = await t.http
      .get('/marketplace')
      .set('Cookie', 'theme=dark; dlm_signed_in=1')
      .expect(200);
    expect(signedIn.text).toContain('<div id="root"><div inert><main><h2>Domain Marketplace</h2>');
    expect(signedIn.text).toContain('<style>h2{color:blue}</style>');
    expect(signedIn.text).not.toContain('Authentication Required');
    expect(signedIn.headers.vary).toMatch(/Cookie/);
    // Every other public page is the same for both.
    const about = await t.http.get('/about').set('Cookie', 'dlm_signed_in=1').expect(200);
    expect(about.text).toContain('<h1>About Us</h1>');
    expect(about.headers.vary ?? '').not.toMatch(/Cookie/);
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
