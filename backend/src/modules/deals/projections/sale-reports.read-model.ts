import { defineReadModel, defineTable } from '../../../platform/projections/read-model';
import {
  type RecommendationImplemented,
  SALE_REPORT_EVENT_TYPES,
  type SaleReportGenerated,
} from '../model/sale-report.events';

type ReportRow = {
  id: string;
  listing_id: string;
  seller_id: string;
  domain_name: string;
  generated_at: string;
  sold_at: string;
  listed_at: string;
  days_to_sell: number;
  views_before_sale: number;
  inquiries_before_sale: number;
  sale_price_cents: number;
  listed_price_cents: number;
  price_vs_listed_pct: number;
  seller_average_sale_price_cents: number | null;
  price_vs_seller_average_pct: number | null;
};

type RecommendationRow = {
  id: string;
  report_id: string;
  position: number;
  kind: string;
  title: string;
  detail: string;
  listing_id: string | null;
  domain_name: string | null;
  implemented_at: string | null;
};

/**
 * `sale_reports` and `sale_report_recommendations`, as generated; a recommendation keeps when it
 * was first marked implemented. Inline.
 */
export const saleReportsReadModel = defineReadModel({
  name: 'deals.sale-reports',
  eventTypes: SALE_REPORT_EVENT_TYPES,
  tables: [
    defineTable<ReportRow>({
      table: 'sale_reports',
      columns: [
        'id',
        'listing_id',
        'seller_id',
        'domain_name',
        'generated_at',
        'sold_at',
        'listed_at',
        'days_to_sell',
        'views_before_sale',
        'inquiries_before_sale',
        'sale_price_cents',
        'listed_price_cents',
        'price_vs_listed_pct',
        'seller_average_sale_price_cents',
        'price_vs_seller_average_pct',
      ],
      key: ['id'],
      appendOnly: true,
      keysOf: (event) =>
        event.type === 'deals.SaleReportGenerated'
          ? [{ id: (event.data as SaleReportGenerated['data']).reportId }]
          : [],
      evolve(_report, event) {
        const data = event.data as SaleReportGenerated['data'];
        return {
          id: data.reportId,
          listing_id: data.listingId,
          seller_id: data.sellerId,
          domain_name: data.domainName,
          generated_at: data.generatedAt,
          sold_at: data.soldAt,
          listed_at: data.listedAt,
          days_to_sell: data.daysToSell,
          views_before_sale: data.viewsBeforeSale,
          inquiries_before_sale: data.inquiriesBeforeSale,
          sale_price_cents: data.salePriceCents,
          listed_price_cents: data.listedPriceCents,
          price_vs_listed_pct: data.priceVsListedPct,
          seller_average_sale_price_cents: data.sellerAverageSalePriceCents,
          price_vs_seller_average_pct: data.priceVsSellerAveragePct,
        };
      },
    }),
    defineTable<RecommendationRow>({
      table: 'sale_report_recommendations',
      columns: [
        'id',
        'report_id',
        'position',
        'kind',
        'title',
        'detail',
        'listing_id',
        'domain_name',
        'implemented_at',
      ],
      key: ['id'],
      keysOf(event) {
        if (event.type === 'deals.RecommendationImplemented')
          return [{ id: (event.data as RecommendationImplemented['data']).recommendationId }];
        return (event.data as SaleReportGenerated['data']).recommendations.map((item) => ({
          id: item.recommendationId,
        }));
      },
      evolve(recommendation, event, _read, key) {
        if (event.type === 'deals.RecommendationImplemented') {
          const { implementedAt } = event.data as RecommendationImplemented['data'];
          return recommendation && recommendation.implemented_at === null
            ? { ...recommendation, implemented_at: implementedAt }
            : recommendation;
        }
        if (recommendation) return recommendation;
        const data = event.data as SaleReportGenerated['data'];
        const index = data.recommendations.findIndex((item) => item.recommendationId === key.id);
        const item = data.recommendations[index];
        return {
          id: item.recommendationId,
          report_id: data.reportId,
          position: index + 1,
          kind: item.kind,
          title: item.title,
          detail: item.detail,
          listing_id: item.listingId,
          domain_name: item.domainName,
          implemented_at: null,
        };
      },
    }),
  ],
});
