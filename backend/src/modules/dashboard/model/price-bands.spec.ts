import { PRICE_BANDS, priceBandIndex } from './price-bands';

describe('price bands', () => {
  it('are the four bands of the analytics, labelled in dollars', () => {
    expect(PRICE_BANDS).toEqual([
      { label: '$1–$99', min: 1, max: 99 },
      { label: '$100–$249', min: 100, max: 249 },
      { label: '$250–$499', min: 250, max: 499 },
      { label: '$500–$1,000', min: 500, max: 1000 },
    ]);
  });

  it.each([
    [100, 0],
    [9999, 0],
    [9950, 0],
    [10000, 1],
    [24999, 1],
    [25000, 2],
    [49999, 2],
    [50000, 3],
    [100000, 3],
  ])('puts a price of %p cents in band %p', (priceCents, band) => {
    expect(priceBandIndex(priceCents)).toBe(band);
  });

  it.each([0, 99, 100001])('puts %p cents, outside the listing range, in no band', (priceCents) => {
    expect(priceBandIndex(priceCents)).toBeUndefined();
  });

  it('leaves no cent of $1 to $1,000 without exactly one band', () => {
    const counts = PRICE_BANDS.map(() => 0);
    for (let cents = 100; cents <= 100000; cents += 1) {
      const index = priceBandIndex(cents);
      if (index === undefined) throw new Error(`${cents} cents has no band`);
      counts[index] += 1;
    }
    expect(counts).toEqual([9900, 15000, 25000, 50001]);
  });
});
