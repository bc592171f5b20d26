import { type NameRecord } from './name-record';
import { transferGuideOf } from './transfer-guide';

const now = new Date('2026-12-08T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

const name: NameRecord = {
  domainName: 'cloudly.com',
  extension: '.com',
  verifiedAt: daysAgo(40),
  lastCheckedAt: daysAgo(1),
  registrarOfRecord: 'NameCheap, Inc.',
  expiresAt: daysAgo(-200),
  registeredAt: daysAgo(2000),
  transferredAt: null,
  statuses: ['client transfer prohibited'],
};

describe('the transfer guide of a deal', () => {
  it('asks the buyer for their registrar first', () => {
    const guide = transferGuideOf(name, null, now);
    expect(guide).toMatchObject({ method: null, from_registrar: 'NameCheap, Inc.' });
    expect(guide.steps).toEqual([
      {
        who: 'buyer',
        text: 'Name the registrar where you want cloudly.com: at NameCheap, Inc. it moves by a push between accounts, elsewhere by a transfer with the auth code.',
      },
    ]);
  });

  it('is a push, with the registrar’s own word for it, when the buyer is at the same registrar', () => {
    const guide = transferGuideOf(name, 'Namecheap', now);
    expect(guide.method).toBe('push');
    expect(guide.locked_until).toBeNull();
    expect(guide.steps.map((step) => step.who)).toEqual(['buyer', 'seller', 'buyer', 'buyer']);
    expect(guide.steps[1].text).toBe(
      "At Namecheap, start a push of cloudly.com to the buyer's account: Push domain.",
    );
  });

  it('is a transfer with the auth code elsewhere, unlocking first', () => {
    const guide = transferGuideOf(name, 'Porkbun', now);
    expect(guide.method).toBe('transfer');
    expect(guide.steps[0]).toEqual({
      who: 'seller',
      text: "At NameCheap, Inc., turn off the transfer lock of cloudly.com (the registry shows it locked now), and do not change the owner's contact details first: NameCheap, Inc. may then lock the name for 60 days.",
    });
    expect(guide.steps.some((step) => /auth code \(EPP code\)/.test(step.text))).toBe(true);
  });

  it('says when the 60-day lock after a registration or a transfer ends', () => {
    const guide = transferGuideOf({ ...name, transferredAt: daysAgo(15) }, 'Porkbun', now);
    expect(guide.locked_until).toEqual(new Date('2027-01-22T12:00:00.000Z'));
    expect(guide.steps[0].text).toMatch(
      /^cloudly\.com cannot move to another registrar before 22 Jan 2027/,
    );
    expect(
      transferGuideOf({ ...name, transferredAt: daysAgo(15) }, 'Namecheap', now),
    ).toMatchObject({ method: 'push', locked_until: null });
  });
});
