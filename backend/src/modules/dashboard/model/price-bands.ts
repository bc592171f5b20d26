/** The price bands of the advanced analytics, over the whole $1 to $1,000 range of a listing. */
export interface PriceBand {
  /** Like `$1–$99`. */
  label: string;
  /** USD, inclusive. */
  min: number;
  /** USD; a price in cents between two bands (99.50) belongs to the lower one. */
  max: number;
}

const BOUNDS: ReadonlyArray<readonly [number, number]> = [
  [1, 99],
  [100, 249],
  [250, 499],
  [500, 1000],
];

const dollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const PRICE_BANDS: readonly PriceBand[] = BOUNDS.map(([min, max]) => ({
  label: `$${dollars.format(min)}–$${dollars.format(max)}`,
  min,
  max,
}));

/**
 * The index in PRICE_BANDS of a listed price: a band runs from its minimum up to the next band's
 * minimum (exclusive), the last one up to its maximum (inclusive). Undefined outside $1 to $1,000.
 */
export function priceBandIndex(priceCents: number): number | undefined {
  const index = PRICE_BANDS.findIndex((band, i) => {
    const next = PRICE_BANDS[i + 1];
    const belowNext = next ? priceCents < next.min * 100 : priceCents <= band.max * 100;
    return priceCents >= band.min * 100 && belowNext;
  });
  return index === -1 ? undefined : index;
}
