import { averageDays, averageUsd, centsToUsd, percentage } from './figures';

describe('dashboard figures', () => {
  it('shows cents as USD', () => {
    expect(centsToUsd(24999)).toBe(249.99);
    expect(centsToUsd(100000)).toBe(1000);
    expect(centsToUsd(0)).toBe(0);
  });

  it('averages money to the cent, rounding half a cent up', () => {
    expect(averageUsd(30000 + 10000 + 20001, 3)).toBe(200);
    expect(averageUsd(100 + 201, 2)).toBe(1.51);
    expect(averageUsd(99, 2)).toBe(0.5);
    expect(averageUsd(0, 0)).toBeNull();
  });

  it('gives a percentage to one decimal, 0 when there is nothing to divide by', () => {
    expect(percentage(1, 3)).toBe(33.3);
    expect(percentage(2, 3)).toBe(66.7);
    expect(percentage(1, 16)).toBe(6.3);
    expect(percentage(3, 3)).toBe(100);
    expect(percentage(0, 7)).toBe(0);
    expect(percentage(4, 0)).toBe(0);
  });

  it('averages durations in days to one decimal, null when there are none', () => {
    const day = 24 * 60 * 60;
    expect(averageDays(3 * day + 12 * 60 * 60, 1)).toBe(3.5);
    expect(averageDays(day + 2 * day, 2)).toBe(1.5);
    expect(averageDays(10 * day, 3)).toBe(3.3);
    expect(averageDays(0, 0)).toBeNull();
  });
});
