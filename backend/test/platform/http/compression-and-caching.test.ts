import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type INestApplication } from '@nestjs/common';
import request from 'supertest';
import { listedDomain } from '../../modules/inquiries/inquiry-support';
import { apiProcess } from '../../support/api-process';
import { createTestApp, signUpUser, type TestApp } from '../../support/test-app';
import { waitForProjections } from '../../support/wait-for-projections';

const BUNDLE = '/assets/app-Cq3xY8aB.js';
const BUNDLE_TEXT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
/** Vite's index.html names each chunk the first screen needs: more than a kilobyte of HTML. */
const MODULE_PRELOADS = Array.from(
  { length: 16 },
  (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${i}-Bx7pQ2sL.js">`,
).join('');
/** A build's bundle with the copies vite-plugin-compression2 writes beside it. */
const PRECOMPRESSED_MARK = '/* the copy made at build time */';

/** The answer to a browser that accepts `acceptEncoding`; supertest decodes the body. */
function get(app: INestApplication, path: string, acceptEncoding: string) {
  return request(app.getHttpServer()).get(path).set('Accept-Encoding', acceptEncoding);
}

describe('compressed answers and their caching', () => {
  let t: TestApp;
  let api: INestApplication;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(
      join(webDir, 'index.html'),
      `<!doctype html><html><head><title>App</title>${MODULE_PRELOADS}</head><body><div id="root"></div><script type="module" src="${BUNDLE}"></script></body></html>`,
    );
    writeFileSync(join(webDir, BUNDLE), BUNDLE_TEXT);
    writeFileSync(
      join(webDir, `${BUNDLE}.br`),
      brotliCompressSync(BUNDLE_TEXT + PRECOMPRESSED_MARK),
    );
    writeFileSync(join(webDir, `${BUNDLE}.gz`), gzipSync(BUNDLE_TEXT + PRECOMPRESSED_MARK));
    t = await createTestApp({ runProcessors: true });
    const seller = await signUpUser(t.http);
    for (const name of ['compressed-one.io', 'compressed-two.io', 'compressed-three.io'])
      await listedDomain(t.app, t.http, seller, { name, description: `${name} `.repeat(30) });
    await waitForProjections(t.app);
    api = await apiProcess(t, webDir);
  });

  afterAll(async () => {
    await api?.close();
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('sends the build’s own brotli and gzip copies of a bundle, cached for good', async () => {
    const br = await get(api, BUNDLE, 'gzip, deflate, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.text).toBe(BUNDLE_TEXT + PRECOMPRESSED_MARK);

    const gzip = await get(api, BUNDLE, 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(BUNDLE_TEXT + PRECOMPRESSED_MARK);

    const plain = await get(api, BUNDLE, 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(BUNDLE_TEXT);
  });

  it('compresses the marketplace’s answer as the browser accepts and revalidates it by ETag', async () => {
    const path = '/api/domains/public-listings?search=compressed';
    const br = await get(api, path, 'br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    const listings = br.body as { data: { domains: { name: string }[] } };
    expect(listings.data.domains.map((domain) => domain.name).sort()).toEqual([
      'compressed-one.io',
      'compressed-three.io',
      'compressed-two.io',
    ]);
    expect((await get(api, path, 'gzip')).headers['content-encoding']).toBe('gzip');

    const first = await request(api.getHttpServer()).get(path).expect(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag;
    expect(etag).toMatch(/.+/);
    const again = await request(api.getHttpServer()).get(path).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('revalidates a listing, the products and a landing page the same way', async () => {
    for (const path of [
      '/api/domains/by-name/compressed-one.io',
      '/api/payments/products',
      '/d/compressed-one.io',
    ]) {
      const first = await request(api.getHttpServer()).get(path).expect(200);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const again = await request(api.getHttpServer())
        .get(path)
        .set('If-None-Match', first.headers.etag);
      expect(again.status).toBe(304);
    }
  });

  it('sends the SPA’s page for a screen of its router compressed and never cached unrevalidated', async () => {
    const page = await get(api, '/dashboard', 'br').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.text).toContain(`src="${BUNDLE}"`);
    await request(api.getHttpServer()).get('/assets/missing-0000.js').expect(404);
  });
});
