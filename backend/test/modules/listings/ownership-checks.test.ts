import { AuditVerifier } from '../../../src/modules/audit';
import {
  OWNERSHIP_CHECK_ALL_QUEUE,
  OWNERSHIP_CHECKS_QUEUE,
  OwnershipCheckJobs,
} from '../../../src/modules/listings/jobs/ownership-checks.processor';
import { CheckOwnershipHandler } from '../../../src/modules/listings/commands/check-ownership/check-ownership.handler';
import {
  CHECK_NOW_EVERY_SECONDS,
  CHECKS_NOW_PER_SELLER_PER_HOUR,
} from '../../../src/modules/listings/model/listing-rules';
import { FixedClock } from '../../../src/platform/clock/clock';
import { EventStore } from '../../../src/platform/event-store/event-store';
import { JobQueues } from '../../../src/platform/queue/job-queues';
import { JobWorkers } from '../../../src/platform/queue/job-workers';
import { DnsStandIn } from '../../support/dns-stand-in';
import { runJob, waitForIdleQueues } from '../../support/jobs';
import { RdapStandIn } from '../../support/rdap-stand-in';
import {
  createTestApp,
  signInAgain,
  signUpUser,
  type SignedUpUser,
  type TestApp,
} from '../../support/test-app';
import { waitForProjections } from '../../support/wait-for-projections';
import { grantCredits, listDomain, uniqueDomain } from './listing-support';

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const DAY = 24 * HOUR;

interface Ownership {
  state: 'unverified' | 'verified' | 'suspended';
  ownership_record: { host: string; value: string; ttl: number };
  for_sale_records: { host: string; value: string }[];
  suspension: { reason: string } | null;
  registration: { source: string | null; registrar: string | null; expires_at: string | null };
  checks: { ownership: string; for_sale: string; trigger: string }[];
  next_check_at: string | null;
}

interface PublicListing {
  id: string;
  name: string;
  verified: boolean;
  registration_expires_at: string | null;
}

/**
 * Verified listings against a real DNS server and a real RDAP server on loopback, with the
 * sweep run by a real BullMQ worker and the clock moved by hand (ADR 0024).
 */
describe('ownership checks (loopback DNS and RDAP, real Redis, clock moved by hand)', () => {
  const clock = new FixedClock(new Date('2026-06-01T08:00:00.000Z'));
  let dns: DnsStandIn;
  let rdap: RdapStandIn;
  let t: TestApp;
  let seller: SignedUpUser;

  beforeAll(async () => {
    dns = await DnsStandIn.start();
    rdap = await RdapStandIn.start();
    t = await createTestApp({
      clock,
      runProcessors: true,
      env: { DNS_SERVERS: dns.address, RDAP_BOOTSTRAP_URL: rdap.bootstrapUrl },
    });
    seller = await signUpUser(t.http);
    await grantCredits(t.app, seller.userId, 20);
  });

  afterAll(async () => {
    await t.close();
    await dns.stop();
    await rdap.stop();
  });

  const auth = () => ({ Authorization: `Bearer ${seller.accessToken}` });
  const list = async (price = 249) => {
    await signInAgain(t.http, seller);
    const name = uniqueDomain('owned');
    rdap.setDomain(name, {
      registrar: 'NameCheap, Inc.',
      expiresAt: new Date(clock.now().getTime() + 300 * DAY),
      statuses: ['client transfer prohibited'],
    });
    const response = await listDomain(t.http, seller.accessToken, { name, price });
    expect(response.status).toBe(201);
    return { id: (response.body.data as { id: string }).id, name };
  };
  const ownership = async (id: string) => {
    await signInAgain(t.http, seller);
    const response = await t.http.get(`/api/domains/${id}/ownership`).set(auth());
    expect(response.status).toBe(200);
    return response.body.data as Ownership;
  };
  const checkNow = async (id: string) => {
    await signInAgain(t.http, seller);
    const response = await t.http.post(`/api/domains/${id}/ownership/check`).set(auth());
    expect(response.status).toBe(200);
    return response.body.data as Ownership;
  };
  const publish = async (id: string) => {
    const { ownership_record: record } = await ownership(id);
    dns.setTxt(record.host, [record.value]);
    return record;
  };
  const marketplace = async (query: string) => {
    await waitForProjections(t.app);
    const response = await t.http.get(`/api/domains/public-listings?${query}`);
    expect(response.status).toBe(200);
    return response.body.data.domains as PublicListing[];
  };
  const landingStatus = async (name: string) => {
    await waitForProjections(t.app);
    return (await t.http.get(`/api/domains/by-name/${name}`)).status;
  };
  /** Moves the clock to the listing's next check and runs the sweep and its checks. */
  const nextSweep = async (id: string) => {
    const { next_check_at: next } = await ownership(id);
    if (!next) throw new Error('the listing has no next check');
    clock.set(new Date(next));
    await runJob(t.app, OWNERSHIP_CHECKS_QUEUE, 'sweep');
    await waitForIdleQueues(t.app);
    return ownership(id);
  };
  const suspensionMails = async (name: string) =>
    (
      await t.db.dataSource.query<{ n: number }[]>(
        `select count(*)::int as n from mail_outbox
          where template = 'listings.listing-suspended' and subject like $1`,
        [`${name} %`],
      )
    )[0].n;

  it('gives the seller the TXT record and the RFC 10023 records, and verifies the listing once the record resolves', async () => {
    const { id, name } = await list(249);
    const before = await ownership(id);
    expect(before.state).toBe('unverified');
    expect(before.ownership_record.host).toBe(`_dlm-verify.${name}`);
    expect(before.ownership_record.value).toMatch(/^dlm-verify=[0-9a-f]{32}$/);
    expect(before.ownership_record.ttl).toBeLessThanOrEqual(3600);
    expect(before.for_sale_records.map((record) => record.value)).toEqual([
      expect.stringMatching(new RegExp(`^v=FORSALE1;furi=http.*/d/${name.replace(/\./g, '\\.')}$`)),
      'v=FORSALE1;fval=USD249',
    ]);

    const missing = await checkNow(id);
    expect(missing.state).toBe('unverified');
    expect(missing.checks[0]).toMatchObject({ ownership: 'missing', for_sale: 'absent' });
    expect(missing.registration).toMatchObject({ source: 'rdap', registrar: 'NameCheap, Inc.' });

    await publish(id);
    dns.setTxt(`_for-sale.${name}`, ['v=FORSALE1;fval=USD300']);
    clock.advance(CHECK_NOW_EVERY_SECONDS * SECOND);
    const verified = await checkNow(id);
    expect(verified.state).toBe('verified');
    expect(verified.checks[0]).toMatchObject({ ownership: 'found', for_sale: 'disagrees' });

    const [shown] = (await marketplace(`search=${name}`)).filter((l) => l.name === name);
    expect(shown).toMatchObject({ verified: true });
    expect(shown.registration_expires_at).not.toBeNull();
    expect((await marketplace(`search=${name}&verified=true`)).map((l) => l.name)).toContain(name);
  });

  it('ranks verified listings above unverified ones of the same price, and "verified only" leaves the others out', async () => {
    const price = 777;
    const unverified = await list(price);
    const verified = await list(price);
    await publish(verified.id);
    await checkNow(verified.id);
    const names = (await marketplace(`min_price=${price}&max_price=${price}&sort=price_asc`)).map(
      (l) => l.name,
    );
    expect(names.indexOf(verified.name)).toBeLessThan(names.indexOf(unverified.name));
    const onlyVerified = (
      await marketplace(`min_price=${price}&max_price=${price}&verified=true`)
    ).map((l) => l.name);
    expect(onlyVerified).toContain(verified.name);
    expect(onlyVerified).not.toContain(unverified.name);
  });

  it('suspends a listing whose record is gone after the 3rd daily check (48 h), mails the seller once, and reinstates it at the next good check', async () => {
    const { id, name } = await list();
    const record = await publish(id);
    expect((await checkNow(id)).state).toBe('verified');
    dns.removeTxt(record.host);

    expect((await nextSweep(id)).state).toBe('verified');
    expect((await nextSweep(id)).state).toBe('verified');
    expect((await marketplace(`search=${name}`)).map((l) => l.name)).toContain(name);
    const third = await nextSweep(id);
    expect(third.state).toBe('suspended');
    expect(third.suspension).toMatchObject({ reason: 'record_missing' });
    expect(third.checks.slice(0, 3).map((check) => check.ownership)).toEqual([
      'missing',
      'missing',
      'missing',
    ]);
    expect((await marketplace(`search=${name}`)).map((l) => l.name)).not.toContain(name);
    expect(await landingStatus(name)).toBe(404);
    expect((await nextSweep(id)).state).toBe('suspended');
    expect(await suspensionMails(name)).toBe(1);

    dns.setTxt(record.host, [record.value]);
    expect((await nextSweep(id)).state).toBe('verified');
    expect((await marketplace(`search=${name}`)).map((l) => l.name)).toContain(name);
    expect(await landingStatus(name)).toBe(200);
    expect(await suspensionMails(name)).toBe(1);
  });

  it('never suspends for a DNS server answering SERVFAIL, even for a week', async () => {
    const { id } = await list();
    const record = await publish(id);
    expect((await checkNow(id)).state).toBe('verified');
    dns.failWith(record.host, 'servfail');
    for (let day = 0; day < 7; day += 1) expect((await nextSweep(id)).state).toBe('verified');
    const { checks } = await ownership(id);
    expect(checks.slice(0, 7).every((check) => check.ownership === 'unreachable')).toBe(true);
    dns.failWith(record.host, undefined);
  });

  it('suspends at once when RDAP says pending delete, verified or not', async () => {
    const { id, name } = await list();
    rdap.setDomain(name, {
      registrar: 'NameCheap, Inc.',
      expiresAt: new Date(clock.now().getTime() - 40 * DAY),
      statuses: ['pending delete'],
    });
    const checked = await checkNow(id);
    expect(checked.state).toBe('suspended');
    expect(checked.suspension).toMatchObject({ reason: 'pending_delete' });
    expect(await landingStatus(name)).toBe(404);
    expect(await suspensionMails(name)).toBe(1);
  });

  it('checks each listing once per round, however many workers sweep and run it', async () => {
    const { id } = await list();
    await publish(id);
    const { next_check_at: next } = await ownership(id);
    clock.set(new Date(next ?? ''));
    const jobs = t.app.get(OwnershipCheckJobs);
    await Promise.all([jobs.sweep(), jobs.sweep()]);
    const round = String(Date.parse(next ?? ''));
    const check = t.app.get(CheckOwnershipHandler);
    await Promise.all([
      check.execute({ listingId: id, trigger: 'sweep', round }),
      check.execute({ listingId: id, trigger: 'sweep', round }),
    ]);
    await waitForIdleQueues(t.app);
    const sweeps = (await t.app.get(EventStore).readStream(`listing-${id}`)).filter(
      (event) =>
        event.type === 'listings.OwnershipChecked' &&
        (event.data as { trigger: string }).trigger === 'sweep',
    );
    expect(sweeps).toHaveLength(1);
  });

  const checksOf = async (id: string, trigger?: 'seller' | 'sweep') =>
    (await t.app.get(EventStore).readStream(`listing-${id}`)).filter(
      (event) =>
        event.type === 'listings.OwnershipChecked' &&
        (!trigger || (event.data as { trigger: string }).trigger === trigger),
    ).length;

  it('runs one check for a burst of "Check now" on a listing and answers the rest 429 with Retry-After, and lets the sweep check it meanwhile', async () => {
    const { id, name } = await list();
    await signInAgain(t.http, seller);

    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.http.post(`/api/domains/${id}/ownership/check`).set(auth()),
      ),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(39);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.body).toMatchObject({ success: false, code: 'CHECKED_RECENTLY' });
      expect(answer.body.error).toMatch(
        /^This listing was checked a moment ago; try again in \d+ seconds?\.$/,
      );
      const retryAfter = Number(answer.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(CHECK_NOW_EVERY_SECONDS);
    }
    expect(await checksOf(id)).toBe(1);
    expect(dns.queries(`_dlm-verify.${name}`)).toBe(1);
    expect(rdap.requests(`/rdap/domain/${name}`)).toBe(1);

    const round = String(clock.now().getTime());
    await t.app.get(CheckOwnershipHandler).execute({ listingId: id, trigger: 'sweep', round });
    expect(await checksOf(id, 'sweep')).toBe(1);

    clock.advance((CHECK_NOW_EVERY_SECONDS - 1) * SECOND);
    const early = await t.http.post(`/api/domains/${id}/ownership/check`).set(auth());
    expect(early.status).toBe(429);
    expect(early.headers['retry-after']).toBe('1');
    expect(early.body.error).toBe('This listing was checked a moment ago; try again in 1 second.');
    clock.advance(SECOND);
    expect((await checkNow(id)).checks).toHaveLength(3);
  });

  it(`lets a seller "Check now" ${CHECKS_NOW_PER_SELLER_PER_HOUR} times an hour across listings, then answers 429 until the hour is over`, async () => {
    const busy = await signUpUser(t.http);
    await grantCredits(t.app, busy.userId, CHECKS_NOW_PER_SELLER_PER_HOUR + 1);
    const ids: string[] = [];
    for (let n = 0; n <= CHECKS_NOW_PER_SELLER_PER_HOUR; n += 1) {
      // A TLD without RDAP: no registry is asked, so the checks are quick.
      const created = await listDomain(t.http, busy.accessToken, {
        name: uniqueDomain('busy').replace(/\.com$/, '.xyz'),
      });
      expect(created.status).toBe(201);
      ids.push((created.body.data as { id: string }).id);
    }
    const check = (id: string) =>
      t.http
        .post(`/api/domains/${id}/ownership/check`)
        .set('Authorization', `Bearer ${busy.accessToken}`);
    const started = clock.now().getTime();

    for (const id of ids.slice(0, -1)) {
      expect((await check(id)).status).toBe(200);
      clock.advance(SECOND);
    }
    const over = await check(ids[ids.length - 1]);

    expect(over.status).toBe(429);
    expect(over.body.code).toBe('CHECK_LIMIT_REACHED');
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBe((started + HOUR - clock.now().getTime()) / SECOND);
    expect(over.body.error).toMatch(
      new RegExp(
        `^You can check listings ${CHECKS_NOW_PER_SELLER_PER_HOUR} times an hour; try again in \\d+ minutes?, or use Check all\\.$`,
      ),
    );
    expect(await checksOf(ids[ids.length - 1])).toBe(0);
    clock.advance(retryAfter * SECOND);
    await signInAgain(t.http, busy);
    expect((await check(ids[ids.length - 1])).status).toBe(200);
  });

  it('queues one "Check all" for ten clicks, tells the later clicks it is already running, and queues another once it is done', async () => {
    const clicker = await signUpUser(t.http);
    await grantCredits(t.app, clicker.userId, 3);
    const names = [uniqueDomain('all'), uniqueDomain('all'), uniqueDomain('all')];
    const ids: string[] = [];
    for (const name of names) {
      rdap.setDomain(name, {
        registrar: 'NameCheap, Inc.',
        expiresAt: new Date(clock.now().getTime() + 300 * DAY),
        statuses: ['active'],
      });
      const created = await listDomain(t.http, clicker.accessToken, { name });
      ids.push((created.body.data as { id: string }).id);
    }
    const checkAll = () =>
      t.http
        .post('/api/domains/ownership/check-all')
        .set('Authorization', `Bearer ${clicker.accessToken}`);
    // "Check now" on one of them just before: the check-all still checks it.
    expect(
      (
        await t.http
          .post(`/api/domains/${ids[0]}/ownership/check`)
          .set('Authorization', `Bearer ${clicker.accessToken}`)
      ).status,
    ).toBe(200);
    clock.advance(SECOND);

    await t.app.get(JobWorkers).stop();
    const clicks = [];
    for (let click = 0; click < 10; click += 1) {
      clicks.push(await checkAll());
      clock.advance(SECOND);
    }
    const queues = t.app.get(JobQueues);
    const waiting = await Promise.all(
      [OWNERSHIP_CHECK_ALL_QUEUE, OWNERSHIP_CHECKS_QUEUE].map((name) =>
        queues.queue(name).getWaitingCount(),
      ),
    );
    expect(waiting).toEqual([1, 0]);
    await t.app.get(JobWorkers).start();
    await waitForIdleQueues(t.app);

    expect(clicks.map((click) => click.status)).toEqual(clicks.map(() => 202));
    const [first, ...later] = clicks.map((click) => click.body.data);
    expect(first).toMatchObject({ queued: 3, already_running: false });
    for (const answer of later)
      expect(answer).toEqual({ queued: 3, started_at: first.started_at, already_running: true });
    expect(await Promise.all(ids.map((id) => checksOf(id, 'seller')))).toEqual([2, 1, 1]);
    expect(names.map((name) => rdap.requests(`/rdap/domain/${name}`))).toEqual([2, 1, 1]);

    clock.advance(SECOND);
    const again = await checkAll();
    expect(again.status).toBe(202);
    expect(again.body.data).toMatchObject({ queued: 3, already_running: false });
    expect(again.body.data.started_at).not.toBe(first.started_at);
    await waitForIdleQueues(t.app);
    expect(await Promise.all(ids.map((id) => checksOf(id, 'seller')))).toEqual([3, 2, 2]);
  });

  it("refuses another seller's listing and a malformed id (404, never 500), and leaves the audit clean across suspensions and reinstatements", async () => {
    const { id } = await list();
    const other = await signUpUser(t.http);
    const response = await t.http
      .post(`/api/domains/${id}/ownership/check`)
      .set('Authorization', `Bearer ${other.accessToken}`);
    expect(response.status).toBe(404);
    await signInAgain(t.http, seller);
    for (const malformed of ['1e309', '%7B%7D'])
      for (const path of [`${malformed}/ownership`, `${malformed}/ownership/check`]) {
        const call = path.endsWith('check') ? t.http.post : t.http.get;
        expect((await call(`/api/domains/${path}`).set(auth())).status).toBe(404);
      }
    await waitForProjections(t.app);
    const verification = await t.app.get(AuditVerifier).verify();
    expect(verification.projections.filter((check) => check.differences.length > 0)).toEqual([]);
    expect(verification.ok).toBe(true);
  });
});
