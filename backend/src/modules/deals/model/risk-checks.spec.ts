import { type NameRecord } from './name-record';
import { riskChecksOf } from './risk-checks';

const now = new Date('2026-12-08T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

const healthy: NameRecord = {
  domainName: 'cloudly.com',
  extension: '.com',
  verifiedAt: daysAgo(40),
  lastCheckedAt: daysAgo(1),
  registrarOfRecord: 'GoDaddy.com, LLC',
  expiresAt: daysAgo(-200),
  registeredAt: daysAgo(2000),
  transferredAt: null,
  statuses: ['client transfer prohibited'],
};

const levels = (name: NameRecord) =>
  Object.fromEntries(riskChecksOf(name, now).map((check) => [check.code, check.level]));

describe('the checks a buyer sees before paying', () => {
  it('are all clear for a verified, long-held name that renews at a known price', () => {
    const checks = riskChecksOf(healthy, now);
    expect(checks.map((check) => check.level)).toEqual(Array(6).fill('ok'));
    expect(checks.find((check) => check.code === 'renewal_price')?.message).toBe(
      'Renews at about $22.99 a year at GoDaddy (its price list of 2025-09).',
    );
    expect(checks.find((check) => check.code === 'expiry')?.message).toBe(
      'The registration runs until 26 Jun 2027, 200 days from now.',
    );
  });

  it('flag red, first, a name moved or registered in the last 60 days, unverified, or expiring', () => {
    const risky: NameRecord = {
      ...healthy,
      verifiedAt: null,
      registeredAt: daysAgo(20),
      transferredAt: daysAgo(10),
      expiresAt: daysAgo(-12),
    };
    const checks = riskChecksOf(risky, now);
    expect(levels(risky)).toMatchObject({
      ownership: 'red',
      recent_transfer: 'red',
      new_registration: 'red',
      expiry: 'red',
      registry_status: 'ok',
    });
    expect(checks.slice(0, 4).every((check) => check.level === 'red')).toBe(true);
    expect(checks.find((check) => check.code === 'recent_transfer')?.message).toMatch(
      /^The name moved to its registrar on 28 Nov 2026, less than 60 days ago/,
    );
  });

  it('flag a name being deleted or on hold at its registry', () => {
    expect(levels({ ...healthy, statuses: ['redemption period'] }).registry_status).toBe('red');
    expect(levels({ ...healthy, statuses: ['client hold'] }).registry_status).toBe('red');
  });

  it('warn of a renewal above $40 a year, and say so when the price is not known', () => {
    const io = riskChecksOf({ ...healthy, domainName: 'cloudly.io', extension: '.io' }, now);
    expect(io.find((check) => check.code === 'renewal_price')).toMatchObject({
      level: 'amber',
      message: expect.stringMatching(/^Renews at about \$79\.99 a year at GoDaddy/),
    });
    const elsewhere = riskChecksOf({ ...healthy, registrarOfRecord: 'Tiny Registrar AB' }, now);
    expect(elsewhere.find((check) => check.code === 'renewal_price')).toMatchObject({
      level: 'unknown',
      message:
        'The renewal price of .com at Tiny Registrar AB is not in our price table: check it there before you pay.',
    });
  });

  it('say what was never read rather than clearing it', () => {
    const unread: NameRecord = {
      ...healthy,
      lastCheckedAt: null,
      registrarOfRecord: null,
      expiresAt: null,
      registeredAt: null,
      statuses: [],
    };
    expect(levels(unread)).toEqual({
      ownership: 'ok',
      registry_status: 'unknown',
      recent_transfer: 'unknown',
      new_registration: 'unknown',
      expiry: 'unknown',
      renewal_price: 'unknown',
    });
  });
});
