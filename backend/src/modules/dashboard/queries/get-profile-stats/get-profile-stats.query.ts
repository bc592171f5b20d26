/** The caller's own selling record. */
export interface GetProfileStatsQuery {
  userId: string;
}
