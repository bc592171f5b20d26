import { describe, expect, it } from 'vitest';
import { isUnusualSalePrice, SALE_PRICE_RANGE_MESSAGE, salePriceError } from './sale-price';

describe('sale price of Mark Sold', () => {
  it.each([
    ['', null],
    [1, null],
    [88.5, null],
    [1_000_000, null],
    [0, SALE_PRICE_RANGE_MESSAGE],
    [0.99, SALE_PRICE_RANGE_MESSAGE],
    [1_000_000.01, SALE_PRICE_RANGE_MESSAGE],
    [2_000_000, SALE_PRICE_RANGE_MESSAGE],
    ['-', SALE_PRICE_RANGE_MESSAGE],
  ])('%s gives %s', (value, message) => {
    expect(salePriceError(value)).toBe(message);
  });

  it('asks about a sale price above 10 times the listed price, not at 10 times', () => {
    expect(isUnusualSalePrice(880, 88)).toBe(false);
    expect(isUnusualSalePrice(880.01, 88)).toBe(true);
  });
});
