import { RELISTING_QUEUE } from '../../../src/modules/listings/jobs/relisting.processor';
import { FixedClock } from '../../../src/platform/clock/clock';
import { EventStore } from '../../../src/platform/event-store/event-store';
import { JobQueues } from '../../../src/platform/queue/job-queues';
import { runJob, waitForIdleQueues } from '../../support/jobs';
import {
  createTestApp,
  signInAgain,
  signUpUser,
  type SignedUpUser,
  type TestApp,
} from '../../support/test-app';
import { waitForProjections } from '../../support/wait-for-projections';
import { grantCredits, listDomain } from './listing-support';

const DAY = 24 * 60 * 60 * 1000;

interface Listing {
  id: string;
  name: string;
  status: string;
  days_listed: number;
  last_relisted_at: string | null;
  expires_at: string;
}

describe('the relisting queue (real Redis, worker in this process, clock moved by hand)', () => {
  const listedAt = new Date('2026-06-01T08:00:00.000Z');
  const periodEnd = new Date(listedAt.getTime() + 30 * DAY);
  const clock = new FixedClock(listedAt);
  let t: TestApp;
  let seller: SignedUpUser;
  let relisting: Listing;
  let expiring: Listing;
  let sold: Listing;

  beforeAll(async () => {
    t = await createTestApp({ clock, runProcessors: true });
    seller = await signUpUser(t.http);
    await grantCredits(t.app, seller.userId, 5);
    const list = async (body: Record<string, unknown> = {}) => {
      const response = await listDomain(t.http, seller.accessToken, body);
      expect(response.status).toBe(201);
      return response.body.data as Listing;
    };
    relisting = await list();
    expiring = await list({ autoRelist: false });
    sold = await list();
    const marked = await t.http
      .post(`/api/domains/mark-sold/${sold.id}`)
      .set('Authorization', `Bearer ${seller.accessToken}`)
      .send({ salePrice: 249, soldAt: listedAt.toISOString() });
    expect(marked.status).toBe(200);
  });

  afterAll(async () => {
    await t.close();
  });

  const mine = async (id: string) => {
    const response = await t.http
      .get(`/api/domains/detail/${id}`)
      .set('Authorization', `Bearer ${seller.accessToken}`);
    return response.body.data as Listing;
  };
  const eventTypes = async (id: string) =>
    (await t.app.get(EventStore).readStream(`listing-${id}`)).map((event) => event.type);
  const onMarketplace = async (name: string) => {
    await waitForProjections(t.app);
    const response = await t.http.get(`/api/domains/public-listings?search=${name}`);
    return (response.body.data.domains as Listing[]).some((listing) => listing.name === name);
  };
  const sweep = async () => {
    await runJob(t.app, RELISTING_QUEUE, 'sweep');
    await waitForIdleQueues(t.app);
  };

  it('schedules the end of each listing period as a delayed job', async () => {
    await waitForIdleQueues(t.app);
    const job = await t.app
      .get(JobQueues)
      .queue(RELISTING_QUEUE)
      .getJob(`end-${relisting.id}-${periodEnd.getTime()}`);
    expect(await job?.getState()).toBe('delayed');
    // Ids only: the listing's, and the correlation id of the request that listed it.
    expect(job?.data).toEqual({ listingId: relisting.id, correlationId: expect.any(String) });
  });

  it('does nothing before the 30 days are over', async () => {
    clock.set(new Date(periodEnd.getTime() - 1));
    await sweep();
    expect(await eventTypes(relisting.id)).toEqual(['listings.DomainListed']);
    expect(await eventTypes(expiring.id)).toEqual(['listings.DomainListed']);
  });

  it('relists an unsold listing free at 30 days, days listed restarting, and expires one with auto-relist off', async () => {
    const jobRan = new Date(periodEnd.getTime() + 5 * 60 * 1000);
    clock.set(jobRan);
    await signInAgain(t.http, seller);
    await sweep();
    await sweep();

    expect(await eventTypes(relisting.id)).toEqual([
      'listings.DomainListed',
      'listings.DomainRelisted',
    ]);
    expect(await mine(relisting.id)).toMatchObject({
      status: 'active',
      days_listed: 0,
      last_relisted_at: jobRan.toISOString(),
      expires_at: new Date(jobRan.getTime() + 30 * DAY).toISOString(),
    });
    expect(await onMarketplace(relisting.name)).toBe(true);

    expect(await eventTypes(expiring.id)).toEqual([
      'listings.DomainListed',
      'listings.ListingExpired',
    ]);
    expect(await mine(expiring.id)).toMatchObject({ status: 'expired' });
    expect(await onMarketplace(expiring.name)).toBe(false);

    expect(await eventTypes(sold.id)).toEqual([
      'listings.DomainListed',
      'listings.DomainMarkedSold',
    ]);
  });

  it('brings an expired listing back when the seller relists it by hand', async () => {
    const relisted = await t.http
      .post(`/api/domains/relist/${expiring.id}`)
      .set('Authorization', `Bearer ${seller.accessToken}`);
    expect(relisted.status).toBe(200);
    expect(await mine(expiring.id)).toMatchObject({ status: 'active', days_listed: 0 });
    expect(await onMarketplace(expiring.name)).toBe(true);
  });
});
