/** The limits, reasons and words of offers (docs/adr/0026-offers-and-the-deal-clock.md). */

export const MIN_OFFER_USD = 1;
export const MAX_OFFER_USD = 1_000_000;
/** An offer or a counter binds its maker this long, unless withdrawn before the other side answers. */
export const OFFER_BINDING_DAYS = 7;
/** Open negotiations one buyer may have at once, over all listings. */
export const MAX_OPEN_OFFERS_PER_BUYER = 10;
/**
 * After the seller's minimum declines a buyer's offer at once, that buyer waits this long before
 * offering on the listing again, so that the hidden minimum cannot be found by bisection.
 */
export const BELOW_MINIMUM_COOL_DOWN_HOURS = 24;
export const OFFER_MESSAGE_MAX_LENGTH = 1000;
export const DECLINE_MESSAGE_MAX_LENGTH = 500;

/** A deal from an accepted offer: days to pay into escrow, then days to transfer after payment. */
export const DEFAULT_PAYMENT_DAYS = 3;
export const DEFAULT_TRANSFER_DAYS = 5;
export const MIN_DEADLINE_DAYS = 1;
export const MAX_DEADLINE_DAYS = 14;

export const DEFAULT_DECLINE_MESSAGE =
  'Thank you for your offer. The seller cannot accept this amount for the name, but a higher offer is welcome.';

/** Reasons a seller picks from when declining. */
export const SELLER_DECLINE_REASONS = ['too_low', 'not_selling_now', 'other'] as const;
/** Every reason an offer ends declined: the seller's, the buyer walking away, or the system's. */
export const DECLINE_REASONS = [
  ...SELLER_DECLINE_REASONS,
  'below_minimum',
  'sold',
  'walked_away',
] as const;
export type SellerDeclineReason = (typeof SELLER_DECLINE_REASONS)[number];
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  too_low: 'The offer is too low',
  not_selling_now: 'The seller is not selling at this time',
  other: 'The seller declined',
  below_minimum: "below the seller's minimum",
  sold: 'sold',
  walked_away: 'The buyer walked away',
};

/** Where a negotiation stands. Open ones await one side; the others are over. */
export const OFFER_STATUSES = [
  'awaiting_seller',
  'awaiting_buyer',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OPEN_OFFER_STATUSES = ['awaiting_seller', 'awaiting_buyer'] as const;

export const OFFER_ROLES = ['buyer', 'seller'] as const;
export type OfferRole = (typeof OFFER_ROLES)[number];

/** Every move of a negotiation, as its history shows it. */
export const OFFER_MOVES = [
  'offer',
  'counter',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const;
export type OfferMove = (typeof OFFER_MOVES)[number];

export const OFFER_LIST_DEFAULT = 20;
export const OFFER_LIST_MAX = 50;

export const OFFER_MESSAGES = {
  listingId: 'listingId must be the id of a listing',
  amount: `Offer amount must be between $${MIN_OFFER_USD} and $${MAX_OFFER_USD.toLocaleString('en-US')}`,
  amountRequired: 'Offer amount is required',
  amountCents: 'Offer amount can have at most two decimal places',
  confirmAmount: 'confirmAmount must be true or false',
  message: 'message must be text',
  messageLong: `Message cannot exceed ${OFFER_MESSAGE_MAX_LENGTH} characters`,
  reason: `reason must be one of ${SELLER_DECLINE_REASONS.join(', ')}`,
  floor: `Minimum must be between $${MIN_OFFER_USD} and $${MAX_OFFER_USD.toLocaleString('en-US')}`,
  buyNow: `Buy Now price must be between $${MIN_OFFER_USD} and $${MAX_OFFER_USD.toLocaleString('en-US')}`,
  buyNowBelowFloor: 'Buy Now price must be above the minimum',
  deadlineDays: `Days must be a whole number from ${MIN_DEADLINE_DAYS} to ${MAX_DEADLINE_DAYS}`,
  offersAllowed: 'offersAllowed must be true or false',
  declineMessageLong: `The answer cannot exceed ${DECLINE_MESSAGE_MAX_LENGTH} characters`,
  status: 'status must be one of open, closed, all',
} as const;

/** What a seller decided about offers on a listing (or on every listing, as the default). */
export interface OfferRules {
  offersAllowed: boolean;
  /** Hidden: offers below it are declined at once. Null: no minimum. */
  floorCents: number | null;
  /** Offers at or above it are accepted at once. Null: no Buy Now. */
  buyNowCents: number | null;
  /** The polite answer to an offer below the minimum; the default text when null. */
  declineMessage: string | null;
  paymentDays: number;
  transferDays: number;
}

export const DEFAULT_OFFER_RULES: OfferRules = {
  offersAllowed: true,
  floorCents: null,
  buyNowCents: null,
  declineMessage: null,
  paymentDays: DEFAULT_PAYMENT_DAYS,
  transferDays: DEFAULT_TRANSFER_DAYS,
};
