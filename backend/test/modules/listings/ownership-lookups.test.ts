import { promises as dns } from 'node:dns';
import { Test } from '@nestjs/testing';
import { DnsTxtRecords } from '../../../src/modules/listings/providers/dns-txt-records';
import { RdapRegistrations } from '../../../src/modules/listings/providers/rdap-registrations';
import { Clock, FixedClock } from '../../../src/platform/clock/clock';
import { AppConfig, loadConfig } from '../../../src/platform/config/app-config';
import { DnsStandIn } from '../../support/dns-stand-in';
import { RdapStandIn } from '../../support/rdap-stand-in';

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const DAY = 24 * HOUR;
const START = new Date('2026-06-01T12:00:00.000Z');

const configWith = (env: NodeJS.ProcessEnv) =>
  loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/unused', ...env });

describe('TXT records through real DNS (stand-in resolvers on loopback)', () => {
  let live: DnsStandIn;
  const started: DnsStandIn[] = [];

  const another = async () => {
    const standIn = await DnsStandIn.start();
    started.push(standIn);
    return standIn;
  };
  const txtRecords = (servers: DnsStandIn[], clock = new FixedClock(START)) =>
    new DnsTxtRecords(
      configWith({ DNS_SERVERS: servers.map((server) => server.address).join(',') }),
      clock,
    );

  beforeAll(async () => {
    live = await another();
  });

  afterAll(async () => {
    await Promise.all(started.map((standIn) => standIn.stop()));
  });

  it('finds every TXT record of a name, each record`s strings joined into one value', async () => {
    const proof = `dlm-verify=${'7f3a9c'.repeat(50)}`;
    live.setTxt('_dlm-verify.joined.com', [proof, 'v=spf1 -all']);
    const raw = new dns.Resolver();
    raw.setServers([live.address]);
    const chunks = await raw.resolveTxt('_dlm-verify.joined.com');
    expect(chunks.find((record) => record.length > 1)?.join('')).toBe(proof);

    const lookup = await txtRecords([live]).lookupTxt('_DLM-Verify.Joined.COM');

    expect(lookup.outcome).toBe('records');
    expect(lookup.outcome === 'records' && [...lookup.records].sort()).toEqual(
      [proof, 'v=spf1 -all'].sort(),
    );
  });

  it('finds none for a name that does not exist (NXDOMAIN) or has no TXT (NODATA)', async () => {
    live.setTxt('_for-sale.nodata.com', []);
    const records = txtRecords([live]);

    expect(await records.lookupTxt('_for-sale.nowhere.com')).toEqual({ outcome: 'none' });
    expect(await records.lookupTxt('_for-sale.nodata.com')).toEqual({ outcome: 'none' });
    expect(records.serversBackingOff()).toEqual([]);
  });

  it('calls a SERVFAIL unreachable, never none, and keeps asking that server', async () => {
    live.setTxt('_for-sale.broken-zone.com', ['v=FORSALE1;']);
    live.failWith('_for-sale.broken-zone.com', 'servfail');
    live.setTxt('_for-sale.fine.com', ['v=FORSALE1;']);
    const records = txtRecords([live]);

    const lookup = await records.lookupTxt('_for-sale.broken-zone.com');

    expect(lookup).toEqual({ outcome: 'unreachable', reason: expect.stringMatching(/ESERVFAIL/) });
    expect(records.serversBackingOff()).toEqual([]);
    expect(await records.lookupTxt('_for-sale.fine.com')).toEqual({
      outcome: 'records',
      records: ['v=FORSALE1;'],
    });
  });

  it('calls a server that never answers unreachable, never none, and backs off from it', async () => {
    live.setTxt('_for-sale.silent.com', ['v=FORSALE1;']);
    live.failWith('_for-sale.silent.com', 'timeout');
    const clock = new FixedClock(START);
    const records = txtRecords([live], clock);

    const lookup = await records.lookupTxt('_for-sale.silent.com');

    expect(lookup).toEqual({ outcome: 'unreachable', reason: expect.stringMatching(/ETIMEOUT/) });
    expect(records.serversBackingOff()).toEqual([
      { server: live.address, until: new Date(START.getTime() + 30 * SECOND) },
    ]);
  });

  it('answers from the next server while a dead one backs off, without asking the dead one', async () => {
    const dead = await another();
    for (const host of ['_for-sale.first.com', '_for-sale.second.com']) {
      live.setTxt(host, [`v=FORSALE1;ftxt=${host}`]);
      dead.failWith(host, 'timeout');
    }
    const records = txtRecords([dead, live]);

    expect(await records.lookupTxt('_for-sale.first.com')).toEqual({
      outcome: 'records',
      records: ['v=FORSALE1;ftxt=_for-sale.first.com'],
    });
    expect(dead.queries('_for-sale.first.com')).toBeGreaterThan(0);
    expect(records.serversBackingOff().map(({ server }) => server)).toEqual([dead.address]);

    expect(await records.lookupTxt('_for-sale.second.com')).toEqual({
      outcome: 'records',
      records: ['v=FORSALE1;ftxt=_for-sale.second.com'],
    });
    expect(dead.queries('_for-sale.second.com')).toBe(0);
  });

  it('backs off twice as long after each failure, up to an hour, and forgets it on a good answer', async () => {
    const refusing = await another();
    refusing.setTxt('_for-sale.refused.com', ['v=FORSALE1;']);
    refusing.failWith('_for-sale.refused.com', 'refused');
    const clock = new FixedClock(START);
    const records = txtRecords([refusing], clock);
    const backoffs: number[] = [];
    for (let failure = 0; failure < 9; failure += 1) {
      expect(await records.lookupTxt('_for-sale.refused.com')).toMatchObject({
        outcome: 'unreachable',
      });
      const [{ until }] = records.serversBackingOff();
      backoffs.push((until.getTime() - clock.now().getTime()) / SECOND);
      clock.set(until);
    }
    expect(backoffs).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);

    refusing.failWith('_for-sale.refused.com', undefined);
    expect(await records.lookupTxt('_for-sale.refused.com')).toMatchObject({ outcome: 'records' });
    expect(records.serversBackingOff()).toEqual([]);

    refusing.failWith('_for-sale.refused.com', 'refused');
    await records.lookupTxt('_for-sale.refused.com');
    expect(records.serversBackingOff()).toEqual([
      { server: refusing.address, until: new Date(clock.now().getTime() + 30 * SECOND) },
    ]);
  });

  it('is unreachable without asking anyone while every server backs off', async () => {
    const [one, two] = [await another(), await another()];
    for (const server of [one, two]) {
      server.setTxt('_for-sale.everywhere.com', ['v=FORSALE1;']);
      server.failWith('_for-sale.everywhere.com', 'refused');
    }
    const records = txtRecords([one, two]);
    expect(await records.lookupTxt('_for-sale.everywhere.com')).toEqual({
      outcome: 'unreachable',
      reason: expect.stringMatching(/EREFUSED.*EREFUSED/),
    });
    const asked = [one, two].map((server) => server.queries('_for-sale.everywhere.com'));

    const lookup = await records.lookupTxt('_for-sale.everywhere.com');

    expect(lookup).toEqual({
      outcome: 'unreachable',
      reason: expect.stringMatching(/backing off.*backing off/),
    });
    expect([one, two].map((server) => server.queries('_for-sale.everywhere.com'))).toEqual(asked);
  });
});

describe('registrations through RDAP and the IANA bootstrap (stand-in on loopback)', () => {
  let rdap: RdapStandIn;
  let clock: FixedClock;
  let registrations: RdapRegistrations;

  beforeEach(async () => {
    rdap = await RdapStandIn.start();
    clock = new FixedClock(START);
    registrations = new RdapRegistrations(
      configWith({ RDAP_BOOTSTRAP_URL: rdap.bootstrapUrl }),
      clock,
    );
  });

  afterEach(async () => {
    await rdap.stop();
  });

  it('reads the registrar, the expiry, the statuses, when the name was registered and last transferred, and nothing of the registrant', async () => {
    rdap.setDomain('example.com', {
      registrar: 'Stand-in Registrar, Inc.',
      expiresAt: new Date('2027-03-01T00:00:00.000Z'),
      statuses: ['active', 'client transfer prohibited'],
      registeredAt: new Date('2019-03-01T00:00:00.000Z'),
      transferredAt: new Date('2026-11-20T10:00:00.000Z'),
    });

    const registration = await registrations.lookup('Example.COM');

    expect(registration).toEqual({
      source: 'rdap',
      registrar: 'Stand-in Registrar, Inc.',
      expiresAt: '2027-03-01T00:00:00.000Z',
      statuses: ['active', 'client transfer prohibited'],
      registeredAt: '2019-03-01T00:00:00.000Z',
      transferredAt: '2026-11-20T10:00:00.000Z',
    });
    expect(JSON.stringify(registration)).not.toMatch(/Registrant|jane@/i);
    expect(rdap.requests('/rdap/domain/example.com')).toBe(1);
  });

  it('says not-registered when the registry answers 404', async () => {
    expect(await registrations.lookup('never-registered.io')).toEqual({
      source: 'not_registered',
    });
  });

  it('says unknown for a TLD the bootstrap gives no RDAP server', async () => {
    rdap.withoutRdap('ai');

    expect(await registrations.lookup('model.ai')).toEqual({ source: 'unknown' });
    expect(await registrations.lookup('example.xyz')).toEqual({ source: 'unknown' });
    expect(rdap.requests('/rdap/domain/model.ai')).toBe(0);
  });

  it('calls a registry answering 500 unreachable', async () => {
    rdap.setDomain('flaky.net', {
      registrar: 'Registrar',
      expiresAt: new Date('2027-01-01T00:00:00.000Z'),
      statuses: ['active'],
    });
    rdap.failWith('flaky.net', 500);

    expect(await registrations.lookup('flaky.net')).toEqual({
      source: 'unreachable',
      reason: expect.stringMatching(/HTTP 500/),
    });
  });

  it('fetches the bootstrap once for many lookups, and again a day later', async () => {
    await Promise.all(['a.com', 'b.org', 'c.dev'].map((name) => registrations.lookup(name)));
    await registrations.lookup('d.app');
    expect(rdap.requests('/bootstrap/dns.json')).toBe(1);

    clock.advance(DAY);
    await registrations.lookup('e.co');
    expect(rdap.requests('/bootstrap/dns.json')).toBe(2);
  });

  it('calls lookups unreachable while the bootstrap is, and fetches it again on the next one', async () => {
    rdap.failBootstrapWith(503);
    expect(await registrations.lookup('example.com')).toEqual({
      source: 'unreachable',
      reason: expect.stringMatching(/bootstrap unavailable/),
    });

    rdap.failBootstrapWith(undefined);
    expect(await registrations.lookup('example.com')).toEqual({ source: 'not_registered' });
    expect(rdap.requests('/bootstrap/dns.json')).toBe(2);
  });

  it('keeps using yesterday`s bootstrap while a new one cannot be fetched', async () => {
    rdap.setDomain('steady.org', {
      registrar: 'Registrar',
      expiresAt: new Date('2027-01-01T00:00:00.000Z'),
      statuses: ['active'],
    });
    await registrations.lookup('steady.org');
    clock.advance(DAY);
    rdap.failBootstrapWith(500);

    expect(await registrations.lookup('steady.org')).toMatchObject({ source: 'rdap' });
    expect(await registrations.lookup('steady.org')).toMatchObject({ source: 'rdap' });
    expect(rdap.requests('/bootstrap/dns.json')).toBe(3);
  });

  it('asks a registry nothing until the Retry-After of its 429 has passed', async () => {
    rdap.failWith('busy.com', 429, 120);
    rdap.setDomain('patient.com', {
      registrar: 'Registrar',
      expiresAt: new Date('2027-01-01T00:00:00.000Z'),
      statuses: ['active'],
    });
    const held = {
      source: 'unreachable',
      reason: expect.stringMatching(/rate-limited us until 2026-06-01T12:02:00.000Z/),
    };

    expect(await registrations.lookup('busy.com')).toEqual(held);
    expect(await registrations.lookup('patient.com')).toEqual(held);
    clock.advance(119 * SECOND);
    expect(await registrations.lookup('patient.com')).toEqual(held);
    expect(rdap.requests('/rdap/domain/busy.com')).toBe(1);
    expect(rdap.requests('/rdap/domain/patient.com')).toBe(0);

    clock.advance(SECOND);
    expect(await registrations.lookup('patient.com')).toMatchObject({ source: 'rdap' });
    expect(rdap.requests('/rdap/domain/patient.com')).toBe(1);
  });

  it('queues lookups beyond two a second for one registry and fails none of them', async () => {
    const names = ['one.com', 'two.com', 'three.com', 'four.com', 'five.com'];
    for (const name of names) {
      rdap.setDomain(name, {
        registrar: 'Registrar',
        expiresAt: new Date('2027-01-01T00:00:00.000Z'),
        statuses: ['active'],
      });
    }

    const answers = await Promise.all(names.map((name) => registrations.lookup(name)));

    expect(answers.map(({ source }) => source)).toEqual(names.map(() => 'rdap'));
    expect(names.map((name) => rdap.requests(`/rdap/domain/${name}`))).toEqual(names.map(() => 1));
  });
});

describe('the lookups as Nest providers', () => {
  it('are built by the injector from the config and the clock', async () => {
    const [dnsStandIn, rdapStandIn] = [await DnsStandIn.start(), await RdapStandIn.start()];
    try {
      dnsStandIn.setTxt('_for-sale.wired.com', ['v=FORSALE1;']);
      const config = configWith({
        DNS_SERVERS: dnsStandIn.address,
        RDAP_BOOTSTRAP_URL: rdapStandIn.bootstrapUrl,
      });
      const moduleRef = await Test.createTestingModule({
        providers: [
          DnsTxtRecords,
          RdapRegistrations,
          { provide: AppConfig, useValue: config },
          { provide: Clock, useValue: new FixedClock(START) },
        ],
      }).compile();

      expect(await moduleRef.get(DnsTxtRecords).lookupTxt('_for-sale.wired.com')).toEqual({
        outcome: 'records',
        records: ['v=FORSALE1;'],
      });
      expect(await moduleRef.get(RdapRegistrations).lookup('wired.com')).toEqual({
        source: 'not_registered',
      });
      await moduleRef.close();
    } finally {
      await Promise.all([dnsStandIn.stop(), rdapStandIn.stop()]);
    }
  });
});
