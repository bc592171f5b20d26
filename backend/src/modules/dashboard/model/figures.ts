/**
 * The arithmetic behind the dashboard's figures. Money is summed in whole cents and turned into USD
 * only at the end, so no sum ever carries a floating-point error.
 */

const SECONDS_PER_DAY = 24 * 60 * 60;

export function centsToUsd(cents: number): number {
  return cents / 100;
}

/** The mean of `count` amounts that total `totalCents`, to the cent, in USD; null when there are none. */
export function averageUsd(totalCents: number, count: number): number | null {
  return count === 0 ? null : Math.round(totalCents / count) / 100;
}

/** `part` as a percentage of `whole`, one decimal; 0 when `whole` is 0, as the dashboard shows it. */
export function percentage(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10;
}

/** The mean of `count` durations that total `totalSeconds`, in days, one decimal; null for none. */
export function averageDays(totalSeconds: number, count: number): number | null {
  return count === 0 ? null : Math.round((totalSeconds * 10) / (count * SECONDS_PER_DAY)) / 10;
}
