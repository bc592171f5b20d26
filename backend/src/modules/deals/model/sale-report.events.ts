import { derivedUuid } from '../../../platform/event-store/event-id';
import { type RecommendationKind } from './sale-report-rules';

/**
 * Events of a `sale-report-<uuid>` stream, whose id is the sale's transaction id. The report's
 * figures and recommendations are all in its event, so a replay gives the same report.
 */
export const SALE_REPORT_STREAM_PREFIX = 'sale-report-';
export const saleReportStreamId = (reportId: string) => `${SALE_REPORT_STREAM_PREFIX}${reportId}`;

export const recommendationIdFor = (
  reportId: string,
  kind: RecommendationKind,
  listingId: string | null,
) => derivedUuid(`dlm.deals.recommendation:${reportId}:${kind}:${listingId ?? ''}`);

export interface Recommendation {
  recommendationId: string;
  kind: RecommendationKind;
  title: string;
  detail: string;
  listingId: string | null;
  domainName: string | null;
}

export interface SaleReportGenerated {
  type: 'deals.SaleReportGenerated';
  data: {
    reportId: string;
    transactionId: string;
    listingId: string;
    sellerId: string;
    domainName: string;
    generatedAt: string;
    soldAt: string;
    listedAt: string;
    daysToSell: number;
    viewsBeforeSale: number;
    inquiriesBeforeSale: number;
    salePriceCents: number;
    listedPriceCents: number;
    priceVsListedPct: number;
    sellerAverageSalePriceCents: number | null;
    priceVsSellerAveragePct: number | null;
    recommendations: Recommendation[];
  };
}

export interface RecommendationImplemented {
  type: 'deals.RecommendationImplemented';
  data: { reportId: string; recommendationId: string; implementedAt: string };
}

export type SaleReportEvent = SaleReportGenerated | RecommendationImplemented;

export const SALE_REPORT_EVENT_TYPES = [
  'deals.SaleReportGenerated',
  'deals.RecommendationImplemented',
] as const satisfies readonly SaleReportEvent['type'][];
