export interface GetOwnershipSummaryQuery {
  sellerId: string;
  /** Count the listings checked at or after this time (a "Check all" in progress). */
  since?: Date;
}
