/** Spec section 2, "Marketplace": what a listing on sale shows when its seller wrote no description. */
const DESCRIPTION_FALLBACK = 'Premium domain available for purchase';

/** A listing's description as buyers see it: on its card, its landing page and the contact form. */
export function listingDescription(listing: { description: string }): string {
  return listing.description.trim() || DESCRIPTION_FALLBACK;
}
