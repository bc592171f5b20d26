import { DeciderSpecification } from '../../../platform/event-store/testing/decider-specification';
import { saleReportDecider } from './sale-report';
import { type SaleReportEvent, type SaleReportGenerated } from './sale-report.events';

const given = DeciderSpecification.for(saleReportDecider);
const now = new Date('2026-06-01T12:00:00.000Z');
const report: SaleReportGenerated['data'] = {
  reportId: 'sale-1',
  transactionId: 'sale-1',
  listingId: 'listing-1',
  sellerId: 'seller-1',
  domainName: 'cloudly.io',
  generatedAt: now.toISOString(),
  soldAt: now.toISOString(),
  listedAt: '2026-05-01T12:00:00.000Z',
  daysToSell: 31,
  viewsBeforeSale: 12,
  inquiriesBeforeSale: 2,
  salePriceCents: 24900,
  listedPriceCents: 24900,
  priceVsListedPct: 100,
  sellerAverageSalePriceCents: null,
  priceVsSellerAveragePct: null,
  recommendations: [
    {
      recommendationId: 'recommendation-1',
      kind: 'raise_prices',
      title: 'Your asking price held',
      detail: 'cloudly.io sold at 100% of its listed price. Similar names may be underpriced.',
      listingId: null,
      domainName: null,
    },
  ],
};
const generated: SaleReportEvent = { type: 'deals.SaleReportGenerated', data: report };
const implemented: SaleReportEvent = {
  type: 'deals.RecommendationImplemented',
  data: {
    reportId: 'sale-1',
    recommendationId: 'recommendation-1',
    implementedAt: now.toISOString(),
  },
};
const implement = (sellerId = 'seller-1', recommendationId = 'recommendation-1') => ({
  type: 'ImplementRecommendation' as const,
  sellerId,
  recommendationId,
  now,
});

describe('a sale report', () => {
  it('is generated once: generating again keeps the first report', () => {
    given().when({ type: 'GenerateSaleReport', report }).then([generated]);
    given(generated)
      .when({ type: 'GenerateSaleReport', report: { ...report, viewsBeforeSale: 99 } })
      .thenNothingHappened();
  });

  it('has its recommendations marked implemented by its seller, once', () => {
    given(generated).when(implement()).then([implemented]);
    given(generated, implemented).when(implement()).thenNothingHappened();
  });

  it('does not show anyone else, or an unknown recommendation', () => {
    given(generated).when(implement('someone-else')).thenThrows('NOT_FOUND');
    given(generated).when(implement('seller-1', 'recommendation-2')).thenThrows('NOT_FOUND');
    given().when(implement()).thenThrows('NOT_FOUND');
  });
});
