import { describe, expect, it } from 'vitest';
import { registrationExpiryWarning } from './registration-expiry';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

function inDays(days: number): string {
  return new Date(NOW.getTime() + days * DAY_MS).toISOString();
}

describe('registration expiry warning', () => {
  it('counts the days left within 60 days', () => {
    expect(registrationExpiryWarning(inDays(40), NOW)).toBe('Expires in 40 days');
    expect(registrationExpiryWarning(inDays(60), NOW)).toBe('Expires in 60 days');
  });

  it('rounds hours left up to a day', () => {
    expect(registrationExpiryWarning(inDays(0.25), NOW)).toBe('Expires in 1 day');
    expect(registrationExpiryWarning(inDays(39.5), NOW)).toBe('Expires in 40 days');
  });

  it('says the registration expired once its end has come', () => {
    expect(registrationExpiryWarning(inDays(0), NOW)).toBe('Registration expired');
    expect(registrationExpiryWarning(inDays(-3), NOW)).toBe('Registration expired');
  });

  it('says nothing for a registration ending later, or an unknown one', () => {
    expect(registrationExpiryWarning(inDays(61), NOW)).toBeNull();
    expect(registrationExpiryWarning(null, NOW)).toBeNull();
    expect(registrationExpiryWarning(undefined, NOW)).toBeNull();
  });
});
