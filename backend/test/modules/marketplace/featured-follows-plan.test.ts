import { ChangePlanHandler } from '../../../src/modules/identity';
import { marketplaceListingsReadModel } from '../../../src/modules/marketplace';
import { ProjectionWorker } from '../../../src/platform/projections/projection-worker';
import { expectRebuildMatchesLive } from '../../support/rebuild-matches-live';
import { createTestApp, signUpUser, type TestApp } from '../../support/test-app';
import { waitForProjections } from '../../support/wait-for-projections';
import { buyWithTestCheckout } from '../billing/billing-support';
import { grantCredits, listDomain } from '../listings/listing-support';

interface Card {
  name: string;
  is_priority: boolean;
  seller: { user_tier: string };
}

/** ADR 0021, "19.9 Featured follows the plan". */
describe('Featured follows the seller’s plan, on the marketplace and in their portfolio', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ runProcessors: true });
  });

  afterAll(async () => {
    await t.close();
  });

  const card = async (name: string): Promise<Card> => {
    await waitForProjections(t.app);
    const page = await t.http
      .get('/api/domains/public-listings')
      .query({ search: name })
      .expect(200);
    const found = (page.body.data.domains as Card[]).find((domain) => domain.name === name);
    if (!found) throw new Error(`${name} is not on the marketplace`);
    return found;
  };
  /** The Featured flags the seller's own portfolio shows, by name. */
  const portfolio = async (token: string): Promise<Record<string, boolean>> => {
    const page = await t.http
      .get('/api/domains/my-listings')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    return Object.fromEntries(
      (page.body.data.domains as Card[]).map((domain) => [domain.name, domain.is_priority]),
    );
  };
  const listedName = async (token: string) =>
    (await listDomain(t.http, token).expect(201)).body.data.name as string;
  /** A new seller with one credit, spent on a listing (`name`). */
  const sellerWithListing = async () => {
    const seller = await signUpUser(t.http);
    await grantCredits(t.app, seller.userId, 1);
    return { seller, name: await listedName(seller.accessToken) };
  };

  it('shows a seller as Pro on their cards while their Pro period runs, and as free once it has ended', async () => {
    const day = 24 * 60 * 60 * 1000;
    const { seller: running, name: runningListing } = await sellerWithListing();
    const { seller: ended, name: endedListing } = await sellerWithListing();
    await t.app.get(ChangePlanHandler).execute({
      userId: running.userId,
      tier: 'pro',
      periodEnd: new Date(t.clock.now().getTime() + 30 * day),
    });
    await t.app.get(ChangePlanHandler).execute({
      userId: ended.userId,
      tier: 'pro',
      periodEnd: new Date(t.clock.now().getTime() - day),
    });
    expect(await card(runningListing)).toMatchObject({ seller: { user_tier: 'pro' } });
    expect(await card(endedListing)).toMatchObject({ seller: { user_tier: 'free' } });
    const listing = async (name: string) =>
      (await t.http.get(`/api/domains/by-name/${name}`).expect(200)).body.data as Card;
    expect(await listing(runningListing)).toMatchObject({ seller: { user_tier: 'pro' } });
    expect(await listing(endedListing)).toMatchObject({ seller: { user_tier: 'free' } });
  });

  it('features a free seller’s earlier listing once they buy Pro, and none once Pro ends; a rebuild agrees', async () => {
    const { seller, name: before } = await sellerWithListing();
    const { name: othersListing } = await sellerWithListing();
    expect(await card(before)).toMatchObject({ is_priority: false, seller: { user_tier: 'free' } });

    await buyWithTestCheckout(t.http, seller.accessToken, {
      price_id: 'test_price_pro',
      mode: 'subscription',
    });
    expect(await card(before)).toMatchObject({ is_priority: true, seller: { user_tier: 'pro' } });
    const after = await listedName(seller.accessToken);
    expect((await card(after)).is_priority).toBe(true);
    expect((await card(othersListing)).is_priority).toBe(false);
    // A search puts the earlier listing, featured since the upgrade, before the other seller's
    // newer one: the search index took the plan change too.
    const searched = await t.http
      .get('/api/domains/public-listings')
      .query({ search: 'listing', limit: 100 })
      .expect(200);
    const found = (searched.body.data.domains as Card[]).map((domain) => domain.name);
    expect(found.indexOf(before)).toBeGreaterThanOrEqual(0);
    expect(found.indexOf(before)).toBeLessThan(found.indexOf(othersListing));
    expect(await portfolio(seller.accessToken)).toEqual({ [before]: true, [after]: true });

    const featuredFirst = await t.http.get('/api/domains/public-listings').expect(200);
    const order = (featuredFirst.body.data.domains as Card[]).map((domain) => domain.name);
    expect(order.indexOf(before)).toBeLessThan(order.indexOf(othersListing));

    await t.app
      .get(ChangePlanHandler)
      .execute({ userId: seller.userId, tier: 'free', periodEnd: null });
    expect(await card(before)).toMatchObject({ is_priority: false, seller: { user_tier: 'free' } });
    expect((await card(after)).is_priority).toBe(false);
    expect(await portfolio(seller.accessToken)).toEqual({ [before]: false, [after]: false });

    await t.app
      .get(ChangePlanHandler)
      .execute({ userId: seller.userId, tier: 'pro', periodEnd: null });
    expect((await card(before)).is_priority).toBe(true);
    await waitForProjections(t.app);
    await t.app.get(ProjectionWorker).stop();
    await expectRebuildMatchesLive(t.db.dataSource, marketplaceListingsReadModel, {
      marketplace_listings: 'id',
      marketplace_sellers: 'seller_id',
      marketplace_name_words: 'word, listing_id',
      marketplace_words: 'word',
      marketplace_totals: 'name',
    });
  });
});
