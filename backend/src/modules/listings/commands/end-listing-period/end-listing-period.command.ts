/**
 * The end of a listing's 30-day period (the relisting job): an unsold listing is relisted free,
 * or expires when its seller turned auto-relist off.
 */
export interface EndListingPeriodCommand {
  listingId: string;
}
