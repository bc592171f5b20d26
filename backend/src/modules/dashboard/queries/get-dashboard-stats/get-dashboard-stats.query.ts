/** The caller's own dashboard stats. */
export interface GetDashboardStatsQuery {
  userId: string;
}
