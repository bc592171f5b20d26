import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { SigningKeys } from '../../../src/modules/identity/sessions/signing-keys';
import { StoredSearchMatcher } from '../../../src/modules/marketplace';
import { WATCHLISTS_QUEUE } from '../../../src/modules/watchlists';
import { AlertJobs } from '../../../src/modules/watchlists/jobs/alerts.processor';
import { watchlistsReadModel } from '../../../src/modules/watchlists/projections/watchlists.read-model';
import { FixedClock } from '../../../src/platform/clock/clock';
import { runJob, waitForIdleQueues } from '../../support/jobs';
import { expectRebuildMatchesLive, INLINE } from '../../support/rebuild-matches-live';
import { waitForProjections } from '../../support/wait-for-projections';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { advance, as } from '../deals/deal-support';
import { listedDomain } from '../inquiries/inquiry-support';
import { uniqueDomain } from '../listings/listing-support';

const DAY = 24 * 60 * 60 * 1000;

interface Mail {
  subject: string;
  text_body: string;
  template: string;
  headers: Record<string, string> | null;
}

/** Saved-search alerts and watched-listing notices, with a clock moved by hand and real BullMQ. */
describe('watchlist alerts', () => {
  const clock = new FixedClock(new Date('2026-06-01T12:00:00.000Z'));
  let t: TestApp;
  let seller: SignedUpUser;
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  let carol: SignedUpUser;
  let dave: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ clock, runProcessors: true });
    seller = await signUpUser(t.http, { full_name: 'Sam Seller' });
    alice = await signUpUser(t.http, { full_name: 'Alice Instant' });
    bob = await signUpUser(t.http, { full_name: 'Bob Daily' });
    carol = await signUpUser(t.http, { full_name: 'Carol Unsubscribed' });
    dave = await signUpUser(t.http, { full_name: 'Dave Pricey' });
  });

  afterAll(async () => {
    await t.close();
  });

  const users = () => [seller, alice, bob, carol, dave];
  const mails = (user: SignedUpUser, template?: string) =>
    t.app
      .get(DataSource)
      .query<Mail[]>(
        `select subject, text_body, template, headers from mail_outbox
          where to_address = $1 and template like 'watchlists.%' order by created_at, id`,
        [user.email],
      )
      .then((rows) => rows.filter((row) => !template || row.template === template));
  const save = (user: SignedUpUser, url: string, frequency: 'instant' | 'daily', name = url) =>
    as(t.http, user).post('/api/watchlists/searches').send({ name, url, frequency });
  const listedEventId = async (listingId: string) => {
    const [row] = await t.app.get(DataSource).query<{ event_id: string }[]>(
      `select event_id from es_events
          where event_type = 'listings.DomainListed' and data->>'listingId' = $1`,
      [listingId],
    );
    return row.event_id;
  };

  it('mails each instant buyer once and puts one line in each daily buyer’s digest, never twice, and nothing to the unsubscribed', async () => {
    await save(alice, '/marketplace?search=zephyrcoin', 'instant', 'Zephyr').expect(201);
    await save(alice, '/marketplace?search=zephyrcoin&max_price=300', 'instant').expect(201);
    await save(bob, '/marketplace?search=zephyrcoin&sort=newest', 'daily', 'Zephyr daily').expect(
      201,
    );
    await save(carol, '/marketplace?search=zephyrcoin', 'instant').expect(201);
    await save(dave, '/marketplace?search=zephyrcoin&min_price=500', 'instant').expect(201);

    // Carol unsubscribes with the one-click link of a mail (RFC 8058), signed out.
    await save(carol, '/marketplace?search=carolsfirst', 'instant').expect(201);
    const first = await listedDomain(t.app, t.http, seller, { name: 'carolsfirst-name.com' });
    await waitForIdleQueues(t.app);
    const [carolsMail] = await mails(carol);
    expect(carolsMail.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(carolsMail.text_body).toContain(`/d/${first.name}`);
    const link = new URL(carolsMail.headers?.['List-Unsubscribe']?.slice(1, -1) ?? '');
    // Opening the link only asks; a scanner fetching it unsubscribes no one.
    await t.http.get(`${link.pathname}${link.search}`).expect(200);
    expect((await as(t.http, carol).get('/api/watchlists/settings')).body.data).toEqual({
      search_alerts: true,
      watch_notices: true,
    });
    await t.http
      .post(`${link.pathname}${link.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    await t.http
      .post(`${link.pathname}?token=${encodeURIComponent(`${carol.userId}.forged`)}`)
      .expect(400);
    expect((await as(t.http, carol).get('/api/watchlists/settings')).body.data).toEqual({
      search_alerts: false,
      watch_notices: false,
    });

    const { id, name } = await listedDomain(t.app, t.http, seller, {
      name: 'zephyrcoin-vault.com',
      price: 249,
    });
    await waitForIdleQueues(t.app);

    const instant = await mails(alice);
    expect(instant).toHaveLength(1);
    expect(instant[0]).toMatchObject({
      template: 'watchlists.instant-alert',
      subject: `New on the marketplace: ${name} for $249`,
    });
    expect(instant[0].text_body).toContain(`/d/${name}`);
    expect(instant[0].headers?.['List-Unsubscribe']).toMatch(
      /^<http.*\/api\/watchlists\/unsubscribe\?token=.+>$/,
    );
    expect(await mails(carol)).toHaveLength(1);
    expect(await mails(dave)).toHaveLength(0);
    expect(await mails(bob)).toHaveLength(0);

    // The jobs again, twice at once, as after a worker died mid-run and its job was retried.
    const eventId = await listedEventId(id);
    await Promise.all([
      runJob(t.app, WATCHLISTS_QUEUE, 'match', { listingId: id, eventId }),
      runJob(t.app, WATCHLISTS_QUEUE, 'match', { listingId: id, eventId }),
      t.app.get(AlertJobs).match(id, eventId),
    ]);
    await runJob(t.app, WATCHLISTS_QUEUE, 'send-digests');
    expect(await mails(alice)).toHaveLength(1);
    expect(await mails(bob)).toHaveLength(0);

    // The next day, the digest: one mail, one line for the listing, however often the sweep runs.
    await advance(clock, t.http, users(), DAY);
    await Promise.all([
      runJob(t.app, WATCHLISTS_QUEUE, 'send-digests'),
      runJob(t.app, WATCHLISTS_QUEUE, 'send-digests'),
    ]);
    await runJob(t.app, WATCHLISTS_QUEUE, 'send-digests');
    await runJob(t.app, WATCHLISTS_QUEUE, 'match', { listingId: id, eventId });
    await runJob(t.app, WATCHLISTS_QUEUE, 'send-digests');
    const digests = await mails(bob);
    expect(digests).toHaveLength(1);
    expect(digests[0].template).toBe('watchlists.daily-digest');
    expect(digests[0].text_body.split('\n').filter((line) => line.startsWith('- '))).toEqual([
      `- ${name} for $249 (Zephyr daily): ${siteOf(digests[0])}/d/${name}`,
    ]);
    expect(await mails(alice)).toHaveLength(1);
    expect(await mails(carol)).toHaveLength(1);
    const sent = await t.app
      .get(DataSource)
      .query(
        `select 1 from es_events where event_type = 'watchlists.AlertSent' and data->'lines' @> $1`,
        [JSON.stringify([{ listingId: id }])],
      );
    expect(sent).toHaveLength(2);
  });

  it('tells a watcher of a price drop once that day, also when the price drops twice, and of the second drop the next day', async () => {
    const { id, name } = await listedDomain(t.app, t.http, seller, { price: 249 });
    await as(t.http, dave).post('/api/watchlists/items').send({ listing_id: id }).expect(200);
    const lower = (price: number) =>
      as(t.http, seller).put(`/api/domains/update/${id}`).send({ price }).expect(200);

    await lower(199);
    await waitForIdleQueues(t.app);
    await runJob(t.app, WATCHLISTS_QUEUE, 'send-notices');
    await lower(149);
    await waitForIdleQueues(t.app);
    await Promise.all([
      runJob(t.app, WATCHLISTS_QUEUE, 'send-notices'),
      runJob(t.app, WATCHLISTS_QUEUE, 'send-notices'),
    ]);
    const notices = await mails(dave, 'watchlists.watch-notices');
    expect(notices.map((mail) => mail.subject)).toEqual([`Price drop: ${name} now costs $199`]);
    expect(notices[0].text_body).toContain('($249 when you began to watch it)');

    await advance(clock, t.http, users(), DAY);
    await runJob(t.app, WATCHLISTS_QUEUE, 'send-notices');
    await runJob(t.app, WATCHLISTS_QUEUE, 'send-notices');
    expect((await mails(dave, 'watchlists.watch-notices')).map((mail) => mail.subject)).toEqual([
      `Price drop: ${name} now costs $199`,
      `Price drop: ${name} now costs $149`,
    ]);

    await waitForProjections(t.app);
    const watchlist = await as(t.http, dave).get('/api/watchlists/items').expect(200);
    expect(watchlist.body.data).toEqual([
      expect.objectContaining({
        listing_id: id,
        name,
        price_when_watched: 249,
        price_now: 149,
        status: 'active',
      }),
    ]);
    const counts = await as(t.http, seller).get('/api/watchlists/watchers').expect(200);
    expect(counts.body.data).toContainEqual({ listing_id: id, watchers: 1 });
    expect((await as(t.http, dave).get('/api/watchlists/watchers')).body.data).toEqual([]);
  });

  it('tells watchers of a sale, but no one who stopped watching or turned notices off', async () => {
    const { id, name } = await listedDomain(t.app, t.http, seller, { price: 300 });
    for (const buyer of [alice, bob, dave])
      await as(t.http, buyer).post('/api/watchlists/items').send({ listing_id: id }).expect(200);
    await as(t.http, alice).delete(`/api/watchlists/items/${id}`).expect(200);
    await as(t.http, bob)
      .put('/api/watchlists/settings')
      .send({ search_alerts: true, watch_notices: false })
      .expect(200);
    const before = { alice: await mails(alice), bob: await mails(bob) };
    await as(t.http, seller)
      .post(`/api/domains/mark-sold/${id}`)
      .send({ salePrice: 280 })
      .expect(200);
    await waitForIdleQueues(t.app);
    await runJob(t.app, WATCHLISTS_QUEUE, 'send-notices');
    const sold = (await mails(dave, 'watchlists.watch-notices')).filter((mail) =>
      mail.subject.includes(name),
    );
    expect(sold.map((mail) => mail.subject)).toEqual([`${name} was sold`]);
    expect(await mails(alice)).toEqual(before.alice);
    expect(await mails(bob)).toEqual(before.bob);
    await waitForProjections(t.app);
    const items = (await as(t.http, dave).get('/api/watchlists/items')).body.data as {
      listing_id: string;
      status: string;
    }[];
    expect(items.find((item) => item.listing_id === id)?.status).toBe('sold');
  });

  it('keeps a watchlist and saved searches to their owner, within their rules', async () => {
    const own = await listedDomain(t.app, t.http, seller, { price: 120 });
    const refused = await as(t.http, seller)
      .post('/api/watchlists/items')
      .send({ listing_id: own.id })
      .expect(422);
    expect(refused.body.code).toBe('OWN_LISTING');
    await as(t.http, dave)
      .post('/api/watchlists/items')
      .send({ listing_id: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
    await as(t.http, dave).post('/api/watchlists/items').send({ listing_id: 'nope' }).expect(400);

    const bad = await save(dave, '/marketplace?min_price=900&max_price=100', 'instant').expect(400);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    expect(bad.body.details).toEqual([
      { field: 'url', message: 'min_price cannot be more than max_price' },
    ]);
    await save(dave, '/marketplace?category=Nonsense', 'instant').expect(400);
    await save(dave, '/marketplace', 'hourly' as 'daily').expect(400);

    const erin = await signUpUser(t.http);
    const saved = await Promise.all(
      Array.from({ length: 21 }, (_, index) =>
        save(erin, `/marketplace?search=word${index}`, 'daily', `Search ${index}`),
      ),
    );
    expect(saved.map((response) => response.status).sort()).toEqual([
      ...Array<number>(20).fill(201),
      422,
    ]);
    const searches = (await as(t.http, erin).get('/api/watchlists/searches')).body.data as {
      id: string;
    }[];
    expect(searches).toHaveLength(20);
    await as(t.http, dave).delete(`/api/watchlists/searches/${searches[0].id}`).expect(404);
    const left = await as(t.http, erin)
      .delete(`/api/watchlists/searches/${searches[0].id}`)
      .expect(200);
    expect(left.body.data).toHaveLength(19);
    await save(erin, '/marketplace?search=one+more', 'instant').expect(201);
  });

  it('saves only an address of the marketplace, its query read as the marketplace reads one', async () => {
    const nul = await save(dave, '/marketplace?search=a%00', 'daily').expect(400);
    expect(nul.body).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      error: 'url contains a character that is not allowed',
      details: [{ field: 'url', message: 'url contains a character that is not allowed' }],
    });
    for (const url of [
      'https://evil.example/marketplace?search=a',
      '//evil.example/marketplace',
      '/\\evil.example/marketplace',
      'javascript:alert(1)//marketplace',
      '/marketplace?search=a\r\nSet-Cookie:%20x=1',
      '/marketplace\nhttps://evil.example',
      '/marketplace.evil.example',
      '/marketplace/../account',
      '/account?search=a',
      'marketplace?search=a',
    ]) {
      const refused = await save(dave, url, 'daily');
      expect({ url, status: refused.status, body: refused.body }).toEqual({
        url,
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_ERROR',
          error: 'url must be an address of the marketplace, such as /marketplace?search=crypto',
          details: [
            {
              field: 'url',
              message:
                'url must be an address of the marketplace, such as /marketplace?search=crypto',
            },
          ],
        },
      });
    }
    const searches = (await as(t.http, dave).get('/api/watchlists/searches').expect(200)).body
      .data as { url: string }[];
    expect(searches.map((search) => search.url)).not.toContainEqual(
      expect.stringMatching(/evil|javascript|account|%00/),
    );
  });

  it('matches a new listing against a saved search exactly when the marketplace shows it for that URL', async () => {
    const listings = [
      await listedDomain(t.app, t.http, seller, {
        name: 'quillharbor.com',
        price: 90,
        category: 'Business',
        description: 'A calm name for a shipping start-up',
      }),
      await listedDomain(t.app, t.http, seller, {
        name: 'quillfinance.io',
        price: 450,
        category: 'Finance',
        registrar: 'GoDaddy',
      }),
      await listedDomain(t.app, t.http, seller, {
        name: 'zz-q.net',
        price: 20,
        description: 'quill for writers',
      }),
    ];
    const urls = [
      '/marketplace?search=quillharbor',
      '/marketplace?search=qiullharbor',
      '/marketplace?search=quill&max_price=100',
      '/marketplace?search=illharb',
      '/marketplace?search=q',
      '/marketplace?search=zz-q',
      '/marketplace?search=quill&category=Finance&registrar=GoDaddy',
      '/marketplace?search=quill&extension=io',
      '/marketplace?search=quill&min_price=100&sort=price_desc',
      '/marketplace?search=shipping',
      '/marketplace?search=quill&verified=true',
    ];
    const erin = await signUpUser(t.http);
    const searchIds = new Map<string, string>();
    for (const url of urls)
      searchIds.set(url, (await save(erin, url, 'daily').expect(201)).body.data.id as string);
    await waitForProjections(t.app);

    const matcher = t.app.get(StoredSearchMatcher);
    const differences: string[] = [];
    for (const listing of listings) {
      const matched = await matcher.matching<{ id: string }>(
        { searches: 'saved_searches', words: 'saved_search_words' },
        's.id',
        listing.id,
        clock.now(),
      );
      const matchedIds = new Set(matched?.map((row) => row.id));
      for (const url of urls) {
        const page = await t.http
          .get(`/api/domains/public-listings${url.slice('/marketplace'.length)}&limit=100`)
          .expect(200);
        const shown = (page.body.data.domains as { id: string }[]).some(
          (domain) => domain.id === listing.id,
        );
        if (shown !== matchedIds.has(searchIds.get(url) ?? ''))
          differences.push(`${listing.name} ${url}: marketplace ${shown}, alert ${!shown}`);
      }
    }
    expect(differences).toEqual([]);
    const matchedOf = async (index: number) =>
      (
        await matcher.matching<{ id: string }>(
          { searches: 'saved_searches', words: 'saved_search_words' },
          's.id',
          listings[index].id,
          clock.now(),
        )
      )?.filter((row) => [...searchIds.values()].includes(row.id)).length;
    // Not a test that passes by matching nothing, nor everything.
    expect(await matchedOf(0)).toBeGreaterThanOrEqual(4);
    expect(await matchedOf(2)).toBeLessThan(urls.length);
  });

  describe('the unsubscribe link', () => {
    let erin: SignedUpUser;

    beforeAll(async () => {
      erin = await signUpUser(t.http, { full_name: 'Erin Forwarder' });
      await save(erin, '/marketplace?search=xylolink', 'instant').expect(201);
    });

    /** The link of Erin's newest alert, after a listing her saved search matches. */
    const newestLink = async () => {
      await listedDomain(t.app, t.http, seller, { name: uniqueDomain('xylolink') });
      await waitForIdleQueues(t.app);
      const sent = await mails(erin);
      const link = new URL(sent[sent.length - 1].headers?.['List-Unsubscribe']?.slice(1, -1) ?? '');
      return {
        path: `${link.pathname}${link.search}`,
        token: link.searchParams.get('token') ?? '',
      };
    };
    const settings = async () =>
      (await as(t.http, erin).get('/api/watchlists/settings')).body.data as object;
    const ON = { search_alerts: true, watch_notices: true };

    it('names no user, in any encoding, and a link of the former kind (the user id and its HMAC) unsubscribes no one', async () => {
      const { token } = await newestLink();
      const uuidHex = erin.userId.replace(/-/g, '');
      const uuidBytes = Buffer.from(uuidHex, 'hex');
      const decodings = [token, ...token.split(/[^A-Za-z0-9_-]/)].map((part) =>
        Buffer.from(part, 'base64url'),
      );
      for (const text of [Buffer.from(token), ...decodings]) {
        expect(text.toString('latin1').toLowerCase()).not.toContain(erin.userId);
        expect(text.toString('latin1').toLowerCase()).not.toContain(uuidHex);
        expect(text.includes(uuidBytes)).toBe(false);
      }

      const formerKey = t.app.get(SigningKeys).derive('signed-links');
      const formerMac = createHmac('sha256', formerKey)
        .update(`watchlists.unsubscribe\n${erin.userId}`)
        .digest('base64url');
      const former = `/api/watchlists/unsubscribe?token=${encodeURIComponent(`${erin.userId}.${formerMac}`)}`;
      const refused = await t.http
        .post(former)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(400);
      expect(refused.text).toContain('This unsubscribe link is not valid');
      expect(await settings()).toEqual(ON);
    });

    it('refuses a link a year old with a page that says so, and the link of a newer mail still unsubscribes', async () => {
      const old = await newestLink();
      await advance(clock, t.http, [seller, erin], 365 * DAY + 60_000);
      const opened = await t.http.get(old.path).expect(400);
      expect(opened.type).toBe('text/html');
      expect(opened.text).toContain('This unsubscribe link has expired');
      await t.http.post(old.path).type('form').send('List-Unsubscribe=One-Click').expect(400);
      expect(await settings()).toEqual(ON);

      const fresh = await newestLink();
      await t.http.get(fresh.path).expect(200);
      await t.http.post(fresh.path).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect(await settings()).toEqual({ search_alerts: false, watch_notices: false });
    });
  });

  it('rebuilds, from the event log alone, the watchlists, searches, words, settings and alerts sent that live appends built', async () => {
    const dataSource = t.app.get(DataSource);
    for (const table of watchlistsReadModel.tables) {
      const [{ rows }] = await dataSource.query(`select count(*)::int as rows from ${table}`);
      expect({ table, rows: rows > 0 }).toEqual({ table, rows: true });
    }
    await expectRebuildMatchesLive(
      dataSource,
      watchlistsReadModel,
      {
        watchlist_items: 'buyer_id, listing_id',
        saved_searches: 'id',
        saved_search_words: 'search',
        watchlist_settings: 'buyer_id',
        watchlist_alerts_sent: 'buyer_id, listing_id, kind, sent_on',
      },
      INLINE,
    );
  });
});

function siteOf(mail: Mail): string {
  return new URL(mail.headers?.['List-Unsubscribe']?.slice(1, -1) ?? '').origin;
}
