/** The caller's credit lots, newest first. */
export interface GetCreditsQuery {
  userId: string;
}
