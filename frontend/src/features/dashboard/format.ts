const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeNumber = new Intl.NumberFormat('en-US');

export function formatUsd(amount: number): string {
  return usd.format(amount);
}

export function formatCount(count: number): string {
  return wholeNumber.format(count);
}

/** A percentage with one decimal, as the dashboard's rates are given. */
export function formatPercent(rate: number): string {
  return `${rate.toFixed(1)}%`;
}

export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}
