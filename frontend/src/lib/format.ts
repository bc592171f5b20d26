const centsUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const wholeNumber = new Intl.NumberFormat('en-US');
const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const mediumDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Money with its cents, as figures and sale prices are shown: $249.00. */
export function formatUsd(amount: number): string {
  return centsUsd.format(amount);
}

/** An asking price: whole dollars stay whole ($249), anything else shows its cents ($99.50). */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? wholeUsd.format(amount) : centsUsd.format(amount);
}

/** A price rounded to whole dollars, as the marketplace shows asking prices: $450. */
export function formatWholeUsd(amount: number): string {
  return wholeUsd.format(amount);
}

export function formatCount(count: number): string {
  return wholeNumber.format(count);
}

/** A percentage with one decimal, as the server gives its rates. */
export function formatPercent(rate: number): string {
  return `${rate.toFixed(1)}%`;
}

/** An ISO timestamp or a Date as "Mar 1, 2025". */
export function formatDate(value: string | Date): string {
  return mediumDate.format(new Date(value));
}

/** An ISO timestamp as "Mar 1, 2025, 2:05 PM", where several things can happen in a day. */
export function formatDateTime(value: string): string {
  return mediumDateTime.format(new Date(value));
}

/** The word for `count` things: "credit" or "credits". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** The count and its word: "1 credit", "3 credits". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${pluralize(count, singular, plural)}`;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * A span of time to the nearest minute, in its two largest units, as a countdown reads: "2 days
 * 5 hours", "3 hours 20 minutes", "45 minutes"; under half a minute, "less than a minute". Zero
 * parts are left out. To the nearest minute, so that a 5-day deadline set a second ago reads
 * "5 days".
 */
export function formatDuration(ms: number): string {
  const totalMinutes = Math.round(Math.max(0, ms) / MINUTE_MS);
  const days = Math.floor(totalMinutes / (DAY_MS / MINUTE_MS));
  const hours = Math.floor((totalMinutes % (DAY_MS / MINUTE_MS)) / (HOUR_MS / MINUTE_MS));
  const minutes = totalMinutes % (HOUR_MS / MINUTE_MS);
  const parts =
    days > 0
      ? [countOf(days, 'day'), hours > 0 ? countOf(hours, 'hour') : '']
      : hours > 0
        ? [countOf(hours, 'hour'), minutes > 0 ? countOf(minutes, 'minute') : '']
        : [minutes > 0 ? countOf(minutes, 'minute') : 'less than a minute'];
  return parts.filter(Boolean).join(' ');
}
