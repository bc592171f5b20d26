import { describe, expect, it } from 'vitest';
import { relativeAge } from './relative-age';

describe('relativeAge', () => {
  const now = new Date(2026, 10, 21, 9, 30);

  it.each([
    [new Date(2026, 10, 21, 0, 5), 'Today'],
    [new Date(2026, 10, 21, 9, 29), 'Today'],
    [new Date(2026, 10, 20, 23, 59), 'Yesterday'],
    [new Date(2026, 10, 20, 0, 0), 'Yesterday'],
    [new Date(2026, 10, 19, 12, 0), '2 days ago'],
    [new Date(2026, 9, 22, 12, 0), '30 days ago'],
  ])('%s is "%s"', (createdAt, age) => {
    expect(relativeAge(createdAt, now)).toBe(age);
  });
});
