import { READ_PRIMARY_COOKIE } from '../../../src/platform/database/read-routing';
import { grantCredits, listDomain } from '../../modules/listings/listing-support';
import { type StreamingStandby, startStreamingStandby } from '../../support/streaming-standby';
import { testServerUrl } from '../../support/test-database';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { waitFor } from '../../support/wait-for';
import { waitForProjections } from '../../support/wait-for-projections';

/**
 * DATABASE_READ_URL on a real streaming standby of the test's PostgreSQL (ADR 0045): the
 * marketplace, its search, one listing and its landing page read the standby; the seller's own
 * screens, and a browser that has just written, read the primary. The standby's replay is paused
 * while the listing is written, so each read shows which database answered it.
 */
describe('reads from a streaming replica', () => {
  let standby: StreamingStandby;
  let t: TestApp;
  let seller: SignedUpUser;

  beforeAll(async () => {
    standby = await startStreamingStandby(testServerUrl());
    t = await createTestApp({
      runProcessors: true,
      readReplica: async (db) => {
        await standby.caughtUp();
        return standby.urlOf(db.name);
      },
    });
    seller = await signUpUser(t.http);
  });

  afterAll(async () => {
    await t?.close();
    await standby?.stop();
  });

  const marketplaceNames = async (query: string, cookie?: string) => {
    const request = t.http.get(`/api/domains/public-listings?${query}`);
    if (cookie) request.set('Cookie', cookie);
    const response = await request.expect(200);
    return (response.body.data.domains as Array<{ name: string }>).map((domain) => domain.name);
  };
  const byName = (name: string, cookie?: string) => {
    const request = t.http.get(`/api/domains/by-name/${name}`);
    if (cookie) request.set('Cookie', cookie);
    return request;
  };

  it('shows a new listing on the marketplace once the replica has replayed it', async () => {
    const health = await t.http.get('/api/health').expect(200);
    expect(health.body.checks).toMatchObject({ database: 'up', readReplica: 'up' });

    await standby.pauseReplay();
    await grantCredits(t.app, seller.userId, 1);
    const created = await listDomain(t.http, seller.accessToken, {
      name: 'replicated-listing.com',
    }).expect(201);
    const marker = created.headers['set-cookie'] as unknown as string[];
    expect(marker).toContainEqual(
      `${READ_PRIMARY_COOKIE}=1; Max-Age=10; Path=/; HttpOnly; SameSite=Lax`,
    );
    await waitForProjections(t.app);

    // The seller's own screen reads the primary: the listing is there.
    const mine = await t.http
      .get('/api/domains/my-listings')
      .set('Authorization', `Bearer ${seller.accessToken}`)
      .expect(200);
    expect(JSON.stringify(mine.body.data)).toContain('replicated-listing.com');
    // The public marketplace reads the replica, which has not replayed it yet.
    expect(await marketplaceNames('sort=newest')).not.toContain('replicated-listing.com');
    expect(await marketplaceNames('search=replicated')).not.toContain('replicated-listing.com');
    await byName('replicated-listing.com').expect(404);
    await t.http.get('/d/replicated-listing.com').expect(404);
    // A browser that has just written carries the marker, and reads the primary.
    const afterWrite = `${READ_PRIMARY_COOKIE}=1`;
    expect(await marketplaceNames('sort=newest', afterWrite)).toContain('replicated-listing.com');
    await byName('replicated-listing.com', afterWrite).expect(200);

    await standby.resumeReplay();
    await standby.caughtUp();
    // Polled as well as waited for by WAL position: once in CI (1 run in some 30) the first read
    // after the wait still showed the replica's marketplace without the listing, a cause not
    // found here. A replica that never shows it still fails.
    await waitFor(
      async () => (await marketplaceNames('sort=newest')).includes('replicated-listing.com'),
      "the replica's marketplace to show the new listing",
      { timeoutMs: 30_000, intervalMs: 50 },
    );
    expect(await marketplaceNames('search=replicated')).toContain('replicated-listing.com');
    expect((await byName('replicated-listing.com').expect(200)).body.data.name).toBe(
      'replicated-listing.com',
    );
    const page = await t.http.get('/d/replicated-listing.com').expect(200);
    expect(page.text).toContain('replicated-listing.com');
  });
});
