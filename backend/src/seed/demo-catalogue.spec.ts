import { demoCatalogue } from './demo-catalogue';

describe('demo catalogue', () => {
  const catalogue = demoCatalogue();

  it('has 200 distinct listings within the marketplace price range', () => {
    expect(catalogue).toHaveLength(200);
    expect(new Set(catalogue.map((listing) => listing.name)).size).toBe(200);
    expect(catalogue.every((listing) => listing.priceUsd >= 1 && listing.priceUsd <= 1000)).toBe(
      true,
    );
  });

  it('spreads the listings over several sellers, the demo seller included', () => {
    const sellers = new Set(catalogue.map((listing) => listing.sellerKey));
    expect(sellers.size).toBeGreaterThanOrEqual(4);
    expect(sellers).toContain('demo-seller');
  });

  it('is the same on every run', () => {
    expect(demoCatalogue()).toEqual(catalogue);
  });
});
