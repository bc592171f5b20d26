import {
  type Recommendation,
  recommendationIdFor,
  type SaleReportGenerated,
} from './sale-report.events';
import {
  RECOMMENDED_LISTINGS_MAX,
  type RecommendationKind,
  STALE_LISTING_DAYS,
} from './sale-report-rules';

const DAY = 24 * 60 * 60 * 1000;

/** A sale as the deals read model recorded it when it was made. */
export interface SaleFacts {
  transactionId: string;
  listingId: string;
  sellerId: string;
  domainName: string;
  salePriceCents: number;
  listedPriceCents: number;
  soldAt: Date;
  /** When the domain was first listed. */
  listedAt: Date;
  viewsAtSale: number;
  inquiriesAtSale: number;
}

/** One of the seller's listings on sale when the report is made. */
export interface ActiveListingFacts {
  listingId: string;
  name: string;
  /** When it was first listed. */
  listedAt: Date;
  inquiries: number;
  hasDescription: boolean;
}

export interface SaleReportInput {
  sale: SaleFacts;
  /** Sale prices of the seller's earlier sales that were not reversed. */
  earlierSalePricesCents: number[];
  activeListings: ActiveListingFacts[];
  now: Date;
}

/** x / y x 100, one decimal. */
function percentOf(x: number, y: number): number {
  return Math.round((x / y) * 1000) / 10;
}

function wholeDaysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY));
}

/** The report on a sale: its figures, and what the seller could do next with their listings. */
export function composeSaleReport(input: SaleReportInput): SaleReportGenerated['data'] {
  const { sale, earlierSalePricesCents: earlier } = input;
  const reportId = sale.transactionId;
  const sellerAverage =
    earlier.length > 0
      ? Math.round(earlier.reduce((sum, price) => sum + price, 0) / earlier.length)
      : null;
  const priceVsListedPct = percentOf(sale.salePriceCents, sale.listedPriceCents);
  return {
    reportId,
    transactionId: sale.transactionId,
    listingId: sale.listingId,
    sellerId: sale.sellerId,
    domainName: sale.domainName,
    generatedAt: input.now.toISOString(),
    soldAt: sale.soldAt.toISOString(),
    listedAt: sale.listedAt.toISOString(),
    daysToSell: wholeDaysBetween(sale.listedAt, sale.soldAt),
    viewsBeforeSale: sale.viewsAtSale,
    inquiriesBeforeSale: sale.inquiriesAtSale,
    salePriceCents: sale.salePriceCents,
    listedPriceCents: sale.listedPriceCents,
    priceVsListedPct,
    sellerAverageSalePriceCents: sellerAverage,
    priceVsSellerAveragePct: sellerAverage ? percentOf(sale.salePriceCents, sellerAverage) : null,
    recommendations: recommend(input, priceVsListedPct),
  };
}

/**
 * Stale listings first (more than 60 days without an inquiry, oldest first), then whether the
 * asking price held, then listings without a description not already named: at most five of each.
 */
function recommend(input: SaleReportInput, priceVsListedPct: number): Recommendation[] {
  const reportId = input.sale.transactionId;
  const make = (
    kind: RecommendationKind,
    title: string,
    detail: string,
    listing?: ActiveListingFacts,
  ): Recommendation => ({
    recommendationId: recommendationIdFor(reportId, kind, listing?.listingId ?? null),
    kind,
    title,
    detail,
    listingId: listing?.listingId ?? null,
    domainName: listing?.name ?? null,
  });
  const oldestFirst = [...input.activeListings].sort(
    (a, b) => a.listedAt.getTime() - b.listedAt.getTime() || a.listingId.localeCompare(b.listingId),
  );
  const staleSince = input.now.getTime() - STALE_LISTING_DAYS * DAY;
  const stale = oldestFirst
    .filter((listing) => listing.inquiries === 0 && listing.listedAt.getTime() < staleSince)
    .slice(0, RECOMMENDED_LISTINGS_MAX);
  const named = new Set(stale.map((listing) => listing.listingId));
  const undescribed = oldestFirst
    .filter((listing) => !listing.hasDescription && !named.has(listing.listingId))
    .slice(0, RECOMMENDED_LISTINGS_MAX);

  return [
    ...stale.map((listing) =>
      make(
        'reprice_stale_listing',
        `Reprice ${listing.name}`,
        `Listed ${wholeDaysBetween(listing.listedAt, input.now)} days with no inquiry. A lower price or a better description usually brings the first offer.`,
        listing,
      ),
    ),
    ...(input.sale.salePriceCents >= input.sale.listedPriceCents
      ? [
          make(
            'raise_prices',
            'Your asking price held',
            `${input.sale.domainName} sold at ${priceVsListedPct}% of its listed price. Similar names may be underpriced.`,
          ),
        ]
      : []),
    ...undescribed.map((listing) =>
      make(
        'add_descriptions',
        `Describe ${listing.name}`,
        'It is listed without a description. A line on what the name suits helps buyers picture it in use.',
        listing,
      ),
    ),
  ];
}
