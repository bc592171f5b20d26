/** What a sale report measures and recommends (DECISIONS.md "Deals"; docs/adr/0011-deals.md). */
export const RECOMMENDATION_KINDS = [
  'reprice_stale_listing',
  'raise_prices',
  'add_descriptions',
] as const;
export type RecommendationKind = (typeof RECOMMENDATION_KINDS)[number];

/** An active listing older than this without an inquiry is worth repricing. */
export const STALE_LISTING_DAYS = 60;
/** At most this many listings are named by one kind of recommendation. */
export const RECOMMENDED_LISTINGS_MAX = 5;

export const REPORT_TIMEFRAMES = ['30d', '90d', '365d', 'all'] as const;
export type ReportTimeframe = (typeof REPORT_TIMEFRAMES)[number];
export const DEFAULT_TIMEFRAME: ReportTimeframe = '90d';
/** Days back from now, or undefined for all time. */
export const TIMEFRAME_DAYS: Record<ReportTimeframe, number | undefined> = {
  '30d': 30,
  '90d': 90,
  '365d': 365,
  all: undefined,
};

export const REPORT_MESSAGES = {
  timeframe: `timeframe must be one of ${REPORT_TIMEFRAMES.join(', ')}`,
} as const;
