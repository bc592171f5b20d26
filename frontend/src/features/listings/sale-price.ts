/** Spec section 5, "Mark as sold": the final sale price is 1 to 1,000,000 USD, step 0.01. */
export const SALE_PRICE_MIN = 1;
export const SALE_PRICE_MAX = 1_000_000;
export const SALE_PRICE_STEP = 0.01;
/** The server's own words for a sale price out of range. */
export const SALE_PRICE_RANGE_MESSAGE = 'Sale price must be between $1 and $1,000,000';
/** A sale price more than this many times the listed price is asked about once more. */
export const UNUSUAL_SALE_FACTOR = 10;

/**
 * What is wrong with the sale price typed so far (a NumberInput holds '' while empty), or null.
 * Money is never clamped: 2,000,000 stays 2,000,000 and is refused here.
 */
export function salePriceError(value: number | string): string | null {
  if (value === '') return null;
  const price = Number(value);
  if (!Number.isFinite(price) || price < SALE_PRICE_MIN || price > SALE_PRICE_MAX) {
    return SALE_PRICE_RANGE_MESSAGE;
  }
  return null;
}

/** A sale price so far above the listed price that it may be a typo. */
export function isUnusualSalePrice(salePrice: number, listedPrice: number): boolean {
  return salePrice > listedPrice * UNUSUAL_SALE_FACTOR;
}
