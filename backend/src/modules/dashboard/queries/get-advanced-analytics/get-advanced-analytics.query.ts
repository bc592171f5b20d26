/** The caller's own advanced analytics (Liquidation Pro). */
export interface GetAdvancedAnalyticsQuery {
  userId: string;
}
