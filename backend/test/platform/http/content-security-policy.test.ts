import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type INestApplication } from '@nestjs/common';
import request from 'supertest';
import { listedDomain } from '../../modules/inquiries/inquiry-support';
import { apiProcess } from '../../support/api-process';
import { createTestApp, signUpUser, type TestApp } from '../../support/test-app';
import { ROOT } from '../../support/processes';
import { waitForProjections } from '../../support/wait-for-projections';

/** The Content-Security-Policy header as directive → sources. */
function policy(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('the Content-Security-Policy', () => {
  let t: TestApp;
  let api: INestApplication;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'web-'));
    writeFileSync(
      join(webDir, 'index.html'),
      '<!doctype html><html><head><title>App</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
    );
    t = await createTestApp({ runProcessors: true });
    await listedDomain(t.app, t.http, await signUpUser(t.http), { name: 'csp-checked.io' });
    await waitForProjections(t.app);
    api = await apiProcess(t, webDir);
  });

  afterAll(async () => {
    await api?.close();
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/marketplace',
    '/dashboard',
    '/d/csp-checked.io',
    '/d/not-listed.io',
    '/api/docs',
  ])('runs no inline script on %s: scripts come from the site itself only', async (path) => {
    const response = await request(api.getHttpServer()).get(path);
    expect([200, 404]).toContain(response.status);
    expect(response.type).toBe('text/html');
    const directives = policy(response.headers['content-security-policy']);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['script-src-attr']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
  });

  it('still lets the pages style themselves inline (Mantine injects its CSS variables)', async () => {
    const response = await request(api.getHttpServer()).get('/d/csp-checked.io').expect(200);
    expect(policy(response.headers['content-security-policy'])['style-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
    ]);
  });

  it('is the one the compose file’s nginx sends with the SPA it serves', async () => {
    const response = await request(api.getHttpServer()).get('/').expect(200);
    const nginx = readFileSync(join(ROOT, 'docker', 'nginx.conf'), 'utf8');
    const spaLocation = /location \/ \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    const sent = /add_header Content-Security-Policy "([^"]*)";/.exec(spaLocation)?.[1];
    expect(sent).toBe(response.headers['content-security-policy']);
  });
});
