import { describe, expect, it } from 'vitest';
import { formatDuration } from './format';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatDuration', () => {
  it('reads days and hours, then hours and minutes, then minutes', () => {
    expect(formatDuration(2 * DAY + 5 * HOUR + 58 * MINUTE)).toBe('2 days 5 hours');
    expect(formatDuration(DAY + HOUR)).toBe('1 day 1 hour');
    expect(formatDuration(3 * HOUR + 20 * MINUTE + 20 * SECOND)).toBe('3 hours 20 minutes');
    expect(formatDuration(45 * MINUTE)).toBe('45 minutes');
    expect(formatDuration(MINUTE)).toBe('1 minute');
  });

  it('counts to the nearest minute: a deadline set a moment ago reads whole', () => {
    expect(formatDuration(5 * DAY - 2 * SECOND)).toBe('5 days');
    expect(formatDuration(HOUR + 59 * MINUTE + 40 * SECOND)).toBe('2 hours');
    expect(formatDuration(40 * SECOND)).toBe('1 minute');
  });

  it('leaves zero parts out', () => {
    expect(formatDuration(3 * DAY + 10 * MINUTE)).toBe('3 days');
    expect(formatDuration(3 * HOUR)).toBe('3 hours');
  });

  it('says "less than a minute" under half a minute, and never counts below zero', () => {
    expect(formatDuration(29 * SECOND)).toBe('less than a minute');
    expect(formatDuration(-5 * MINUTE)).toBe('less than a minute');
  });
});
