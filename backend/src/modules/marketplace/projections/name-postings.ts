/**
 * The columns of its listing each posting of a name's word (`marketplace_name_words`) carries, by
 * the listing's own names (ADR 0046, "Postings that carry the listing"): what the marketplace's
 * filters (`FILTER_CONDITIONS`), its test of a listing on sale (`ON_MARKETPLACE`) and its sorts
 * (`SORT_ORDER`) read, so that a search's matches, their count and the page's order are read from
 * the postings' covering index alone, with no probe of `marketplace_listings` per match. The
 * projection writes them from the listing's row whenever the row changes; the fold from its final
 * row.
 */
export const POSTED_COLUMNS = [
  'status',
  'auto_relist',
  'expires_at',
  'price_cents',
  'category',
  'extension',
  'registrar',
  'verified',
  'is_priority',
  'period_start',
  'created_at',
  'views',
  'inquiries',
  'name',
] as const;

export type PostedColumn = (typeof POSTED_COLUMNS)[number];
