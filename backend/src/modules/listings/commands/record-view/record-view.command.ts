/** A signed-in buyer opened a listing (its landing page or its marketplace detail). */
export interface RecordViewCommand {
  listingId: string;
  viewerId: string;
}
