const wholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const centsUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Whole dollars stay whole ($249); anything else shows its cents ($99.50). */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? wholeUsd.format(amount) : centsUsd.format(amount);
}

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
