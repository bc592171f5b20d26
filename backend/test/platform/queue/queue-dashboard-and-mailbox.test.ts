import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { grantRole } from '../../../src/modules/identity';
import { MailOutbox } from '../../../src/platform/mail/mail-outbox';
import {
  createTestApp,
  productionEnv,
  signInAgain,
  signUpUser,
  type SignedUpUser,
  type TestApp,
} from '../../support/test-app';
import { networkAddress } from '../../support/processes';

describe('the queue dashboard (auditors only)', () => {
  let t: TestApp;
  let user: SignedUpUser;
  let auditor: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await signUpUser(t.http);
    auditor = await signUpUser(t.http);
    await grantRole(t.db.dataSource, auditor.email, 'auditor', new Date());
    await signInAgain(t.http, auditor);
  });
  afterAll(() => t.close());

  it('answers 401 without a token and 403 to a user who is not an auditor', async () => {
    const anonymous = await t.http.get('/api/admin/queues');
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHORIZED']);
    const forbidden = await t.http
      .get('/api/admin/queues')
      .set('Authorization', `Bearer ${user.accessToken}`);
    expect([forbidden.status, forbidden.body.code]).toEqual([403, 'FORBIDDEN']);
    const session = await t.http
      .post('/api/admin/queue-dashboard/session')
      .set('Authorization', `Bearer ${user.accessToken}`);
    expect(session.status).toBe(403);
  });

  it('shows every queue to an auditor, by bearer token or by the cookie its session route sets', async () => {
    const page = await t.http
      .get('/api/admin/queues')
      .set('Authorization', `Bearer ${auditor.accessToken}`);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');

    const session = await t.http
      .post('/api/admin/queue-dashboard/session')
      .set('Authorization', `Bearer ${auditor.accessToken}`);
    expect(session.status).toBe(200);
    expect(session.body.data).toEqual({ url: '/api/admin/queues' });
    const cookie = String(session.headers['set-cookie']);
    expect(cookie).toMatch(/^dlm_queue_dashboard=[^;]+; Max-Age=900; Path=\/api\/admin\/queues;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');

    const queues = await t.http
      .get('/api/admin/queues/api/queues')
      .set('Cookie', cookie.split(';')[0]);
    expect(queues.status).toBe(200);
    const names = (queues.body as { queues: Array<{ name: string }> }).queues.map((q) => q.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'credit-expiry',
        'deal-clock',
        'deal-secrets',
        'delivery-watch',
        'mail',
        'offers',
        'ownership-checks',
        'relisting',
        'sale-followup',
      ]),
    );
  });
});

describe('readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts the jobs of every queue, failed ones included', async () => {
    const health = await t.http.get('/api/health').expect(200);
    expect(health.body.queues).toEqual(
      [
        'credit-expiry',
        'deal-clock',
        'deal-secrets',
        'delivery-watch',
        'mail',
        'offers',
        'ownership-check-all',
        'ownership-checks',
        'relisting',
        'sale-followup',
        'watchlists',
        'webhooks',
      ].map((queue) => ({
        queue,
        waiting: expect.any(Number) as number,
        active: 0,
        delayed: expect.any(Number) as number,
        failed: 0,
      })),
    );
  });
});

describe('the dev mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows the queued mail as text, newest first', async () => {
    await t.app.get(DataSource).transaction(async (manager) => {
      await t.app.get(MailOutbox).enqueue(manager, {
        to: 'buyer@example.com',
        subject: 'Your <b>code</b>',
        text: 'Your code is 123456',
        template: 'identity.otp',
      });
    });
    const page = await t.http.get('/dev/mailbox').set('X-Forwarded-For', '127.0.0.1');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Your &#60;b&#62;code&#60;/b&#62;');
    expect(page.text).toContain('Your code is 123456');
    expect(page.text).toContain('buyer@example.com');
    expect(page.text).not.toContain('<b>code</b>');
  });

  it('answers 404 to a proxy on this machine forwarding for another client', async () => {
    for (const forwarded of ['203.0.113.9', '127.0.0.1, 203.0.113.9']) {
      const page = await t.http.get('/dev/mailbox').set('X-Forwarded-For', forwarded);
      expect(page.status).toBe(404);
      expect(page.text).not.toContain('Your code is 123456');
    }
  });

  it('answers 404 to a client on another address of the network', async () => {
    const address = networkAddress();
    const server = createServer(t.app.getHttpAdapter().getInstance());
    await new Promise<void>((resolve) => server.listen(0, address, resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const page = await fetch(`http://${address}:${port}/dev/mailbox`);
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain('Your code is 123456');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('does not exist in production, even for this machine', async () => {
    const production = await createTestApp({ env: productionEnv() });
    try {
      const page = await production.http.get('/dev/mailbox').set('X-Forwarded-For', '127.0.0.1');
      expect(page.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
