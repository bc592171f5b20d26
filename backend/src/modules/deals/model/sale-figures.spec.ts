import { type ActiveListingFacts, composeSaleReport, type SaleReportInput } from './sale-figures';
import { recommendationIdFor } from './sale-report.events';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-01T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
const listing = (id: string, overrides: Partial<ActiveListingFacts> = {}): ActiveListingFacts => ({
  listingId: id,
  name: `${id}.com`,
  listedAt: daysAgo(10),
  inquiries: 0,
  hasDescription: true,
  ...overrides,
});
const input = (overrides: Partial<SaleReportInput> = {}): SaleReportInput => ({
  sale: {
    transactionId: '6f1c2b1e-1111-4a4a-8b8b-000000000001',
    listingId: 'sold',
    sellerId: 'seller-1',
    domainName: 'cloudly.io',
    salePriceCents: 20000,
    listedPriceCents: 25000,
    soldAt: daysAgo(1),
    listedAt: new Date(daysAgo(1).getTime() - 12.5 * DAY),
    viewsAtSale: 40,
    inquiriesAtSale: 3,
  },
  earlierSalePricesCents: [],
  activeListings: [],
  now,
  ...overrides,
});

describe('the figures of a sale report', () => {
  it('counts whole days to sell and compares the price with the listed one', () => {
    const report = composeSaleReport(input());
    expect(report).toMatchObject({
      reportId: '6f1c2b1e-1111-4a4a-8b8b-000000000001',
      daysToSell: 12,
      viewsBeforeSale: 40,
      inquiriesBeforeSale: 3,
      priceVsListedPct: 80,
      sellerAverageSalePriceCents: null,
      priceVsSellerAveragePct: null,
      generatedAt: now.toISOString(),
    });
  });

  it('compares the price with the average of the seller’s earlier sales, one decimal', () => {
    expect(
      composeSaleReport(input({ earlierSalePricesCents: [10000, 20000, 30001] })),
    ).toMatchObject({ sellerAverageSalePriceCents: 20000, priceVsSellerAveragePct: 100 });
    expect(composeSaleReport(input({ earlierSalePricesCents: [30000] }))).toMatchObject({
      sellerAverageSalePriceCents: 30000,
      priceVsSellerAveragePct: 66.7,
    });
  });
});

describe('the recommendations of a sale report', () => {
  it('names up to five listings older than 60 days without an inquiry, oldest first', () => {
    const stale = [61, 90, 75, 120, 65, 200].map((days, index) =>
      listing(`stale-${index}`, { listedAt: daysAgo(days) }),
    );
    const report = composeSaleReport(
      input({
        activeListings: [
          ...stale,
          listing('asked-about', { listedAt: daysAgo(300), inquiries: 1 }),
          listing('young', { listedAt: daysAgo(60) }),
        ],
      }),
    );
    expect(report.recommendations.map((item) => item.listingId)).toEqual([
      'stale-5',
      'stale-3',
      'stale-1',
      'stale-2',
      'stale-4',
    ]);
    expect(report.recommendations[0]).toEqual({
      recommendationId: recommendationIdFor(report.reportId, 'reprice_stale_listing', 'stale-5'),
      kind: 'reprice_stale_listing',
      title: 'Reprice stale-5.com',
      detail:
        'Listed 200 days with no inquiry. A lower price or a better description usually brings the first offer.',
      listingId: 'stale-5',
      domainName: 'stale-5.com',
    });
  });

  it('says the asking price held when the sale reached it', () => {
    const report = composeSaleReport(
      input({
        sale: { ...input().sale, salePriceCents: 26000, listedPriceCents: 25000 },
      }),
    );
    expect(report.recommendations).toEqual([
      {
        recommendationId: recommendationIdFor(report.reportId, 'raise_prices', null),
        kind: 'raise_prices',
        title: 'Your asking price held',
        detail: 'cloudly.io sold at 104% of its listed price. Similar names may be underpriced.',
        listingId: null,
        domainName: null,
      },
    ]);
    expect(composeSaleReport(input()).recommendations).toEqual([]);
  });

  it('asks for descriptions of listings without one that are not already up for repricing', () => {
    const report = composeSaleReport(
      input({
        activeListings: [
          listing('bare-and-stale', { listedAt: daysAgo(90), hasDescription: false }),
          listing('bare', { hasDescription: false }),
          listing('described'),
        ],
      }),
    );
    expect(report.recommendations.map((item) => [item.kind, item.listingId])).toEqual([
      ['reprice_stale_listing', 'bare-and-stale'],
      ['add_descriptions', 'bare'],
    ]);
  });

  it('derives the same ids from the same report', () => {
    const first = composeSaleReport(
      input({ activeListings: [listing('x', { listedAt: daysAgo(70) })] }),
    );
    const again = composeSaleReport(
      input({ activeListings: [listing('x', { listedAt: daysAgo(70) })] }),
    );
    expect(again.recommendations).toEqual(first.recommendations);
  });
});
