import { AuditVerifier, verificationReport } from '../../../src/modules/audit';
import { FixedClock } from '../../../src/platform/clock/clock';
import { EventStore } from '../../../src/platform/event-store/event-store';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { waitForProjections } from '../../support/wait-for-projections';
import { listedDomain, OFFER, submitInquiry } from '../inquiries/inquiry-support';

const DAY = 24 * 60 * 60 * 1000;

describe('audit:verify', () => {
  let t: TestApp;
  let clock: FixedClock;
  let seller: SignedUpUser;
  let listings: Array<{ id: string; name: string }>;

  beforeAll(async () => {
    clock = new FixedClock(new Date('2026-06-01T12:00:00.000Z'));
    t = await createTestApp({ clock, runProcessors: true });
    seller = await signUpUser(t.http);
    const buyer = await signUpUser(t.http);
    listings = [];
    for (let index = 0; index < 4; index++)
      listings.push(await listedDomain(t.app, t.http, seller, { price: 100 + index }));
    await submitInquiry(t.http, buyer.accessToken, listings[0].id, OFFER).expect(201);
    await t.http
      .post(`/api/domains/${listings[1].id}/view`)
      .set('Authorization', `Bearer ${buyer.accessToken}`)
      .expect(200);
    for (const listing of listings.slice(2))
      await t.http
        .post(`/api/domains/mark-sold/${listing.id}`)
        .set('Authorization', `Bearer ${seller.accessToken}`)
        .send({ salePrice: 90 })
        .expect(200);
    await t.http
      .post(`/api/domains/unmark-sold/${listings[2].id}`)
      .set('Authorization', `Bearer ${seller.accessToken}`)
      .expect(200);
    await waitForProjections(t.app);
  });

  afterAll(async () => {
    await t.close();
  });

  const verify = () => t.app.get(AuditVerifier).verify();

  it('passes on a log whose read models are what the log says', async () => {
    const verification = await verify();
    expect(verification.ok).toBe(true);
    expect(verification.projections.map((check) => check.projection)).toEqual(
      expect.arrayContaining([
        'listings.domain-listings',
        'marketplace.listings',
        'inquiries.leads',
        'credits.credit-lots',
        'dashboard.seller-activity',
        'deals.sales',
      ]),
    );
    const marketplace = verification.projections.find(
      (check) => check.projection === 'marketplace.listings',
    );
    expect(marketplace?.rows.marketplace_listings).toEqual({ live: 4, replayed: 4 });
    expect(verificationReport(verification).at(-1)).toBe('audit:verify passed');
  });

  it('fails on one corrupted read-model row, naming the projection and the row', async () => {
    const target = listings[1].id;
    await t.db.dataSource.query(`update marketplace_listings set views = views + 5 where id = $1`, [
      target,
    ]);
    try {
      const verification = await verify();
      expect(verification.ok).toBe(false);
      const broken = verification.projections.filter((check) => check.differences.length > 0);
      expect(broken.map((check) => check.projection)).toEqual(['marketplace.listings']);
      expect(broken[0].differences).toEqual([
        expect.objectContaining({
          table: 'marketplace_listings',
          key: { id: target },
          live: expect.objectContaining({ views: 6 }),
          replayed: expect.objectContaining({ views: 1 }),
        }),
      ]);
      const report = verificationReport(verification);
      expect(report).toContain(
        `      marketplace.listings: table marketplace_listings, row id=${target}`,
      );
      expect(report.at(-1)).toBe('audit:verify FAILED');
    } finally {
      await t.db.dataSource.query(
        `update marketplace_listings set views = views - 5 where id = $1`,
        [target],
      );
    }
  });

  it("finds a difference planted in the marketplace's search tables", async () => {
    const target = listings[1];
    // A posting lost, another carrying a price its listing does not have, a word no name has.
    // TypeORM answers a DELETE or UPDATE with its rows and their count.
    const [[lost]] = await t.db.dataSource.query<
      [Array<Record<string, unknown> & { word: string }>]
    >(
      `delete from marketplace_name_words
        where (word, listing_id) = (select word, listing_id from marketplace_name_words
                                     where listing_id = $1 order by word limit 1)
       returning *`,
      [target.id],
    );
    const [[stale]] = await t.db.dataSource.query<[Array<{ word: string; price_cents: number }>]>(
      `update marketplace_name_words set price_cents = price_cents + 100
        where (word, listing_id) = (select word, listing_id from marketplace_name_words
                                     where listing_id = $1 order by word limit 1)
       returning word, price_cents`,
      [listings[0].id],
    );
    await t.db.dataSource.query(
      `insert into marketplace_words (word, postings) values ('plantedword', 1)`,
    );
    try {
      const verification = await verify();
      expect(verification.ok).toBe(false);
      const marketplace = verification.projections.find(
        (check) => check.projection === 'marketplace.listings',
      );
      expect(marketplace?.differences).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            table: 'marketplace_name_words',
            key: { word: lost.word, listing_id: target.id },
            live: null,
          }),
          expect.objectContaining({
            table: 'marketplace_name_words',
            key: { word: stale.word, listing_id: listings[0].id },
            live: expect.objectContaining({ price_cents: stale.price_cents }),
            replayed: expect.objectContaining({ price_cents: stale.price_cents - 100 }),
          }),
          expect.objectContaining({
            table: 'marketplace_words',
            key: { word: 'plantedword' },
            replayed: null,
          }),
        ]),
      );
    } finally {
      await t.db.dataSource.query(
        `insert into marketplace_name_words
         select * from json_populate_record(null::marketplace_name_words, $1)`,
        [JSON.stringify(lost)],
      );
      await t.db.dataSource.query(
        `update marketplace_name_words set price_cents = price_cents - 100
          where word = $1 and listing_id = $2`,
        [stale.word, listings[0].id],
      );
      await t.db.dataSource.query(`delete from marketplace_words where word = 'plantedword'`);
    }
    expect((await verify()).ok).toBe(true);
  });

  it('names a row the live read model lost and one it should not have', async () => {
    const stray = '00000000-0000-4000-8000-000000000001';
    const lost = listings[0].id;
    await t.db.dataSource.query(`update domain_listings set id = $2 where id = $1`, [lost, stray]);
    try {
      const verification = await verify();
      const check = verification.projections.find(
        (candidate) => candidate.projection === 'listings.domain-listings',
      );
      expect(check?.differences).toEqual([
        expect.objectContaining({ key: { id: stray }, replayed: null }),
        expect.objectContaining({ key: { id: lost }, live: null }),
      ]);
    } finally {
      await t.db.dataSource.query(`update domain_listings set id = $1 where id = $2`, [
        lost,
        stray,
      ]);
    }
    expect((await verify()).ok).toBe(true);
  });

  it('fails on a stream whose recorded version disagrees with its events', async () => {
    const streamId = `listing-${listings[3].id}`;
    await t.db.dataSource.query(
      `update es_streams set version = version + 1 where stream_id = $1`,
      [streamId],
    );
    try {
      const verification = await verify();
      expect(verification.ok).toBe(false);
      expect(verification.streamGaps).toEqual([
        expect.objectContaining({ streamId, events: 2, lastPosition: 2, recordedVersion: 3 }),
      ]);
    } finally {
      await t.db.dataSource.query(
        `update es_streams set version = version - 1 where stream_id = $1`,
        [streamId],
      );
    }
  });

  it('fails on a restore recorded after the 7-day window', async () => {
    const listing = listings[3];
    const store = t.app.get(EventStore);
    const late = new Date(clock.now().getTime() + 8 * DAY).toISOString();
    await store.append(`listing-${listing.id}`, 2, [
      {
        type: 'listings.DomainRestored',
        data: { listingId: listing.id, sellerId: seller.userId, restoredAt: late },
      },
    ]);
    const verification = await verify();
    expect(verification.ok).toBe(false);
    expect(verification.restoreProblems).toEqual([
      {
        eventId: expect.any(String),
        streamId: `listing-${listing.id}`,
        problem: 'restored 192 hours after the sale, past the 7-day window',
      },
    ]);
    expect(verificationReport(verification)).toContain(
      'Sale reversals: 1 restores break the 7-day rule',
    );
  });

  it('fails on a restore that claims a cancelled deal the log does not show', async () => {
    const listing = listings[3];
    await t.app.get(EventStore).append(`listing-${listing.id}`, 3, [
      {
        type: 'listings.DomainRestored',
        data: {
          listingId: listing.id,
          sellerId: seller.userId,
          restoredAt: clock.now().toISOString(),
          reason: 'deal_cancelled',
          timelineId: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
        },
      },
    ]);
    const verification = await verify();
    expect(verification.ok).toBe(false);
    expect(verification.restoreProblems).toContainEqual({
      eventId: expect.any(String),
      streamId: `listing-${listing.id}`,
      problem:
        'restored for a cancelled deal, but no deal was cancelled after a missed deadline with it',
    });
  });
});
