import type { Offer } from '../api/my-offers';
import type { OfferRules } from '../api/offer-rules';
import type { OfferTerms } from '../api/offer-terms';

export const LISTING_ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e01';
export const OFFER_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a01';
export const DEAL_ID = '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b01';

const MADE_AT = '2026-11-20T10:00:00.000Z';
const BINDS_UNTIL = '2026-11-27T10:00:00.000Z';

/** What a buyer sees of cloudly.io before offering: offers taken, no Buy Now, 3 and 5 days. */
export function makeTerms(overrides: Partial<OfferTerms> = {}): OfferTerms {
  return {
    listing_id: LISTING_ID,
    domain_name: 'cloudly.io',
    price: 149,
    offers_allowed: true,
    buy_now: null,
    payment_days: 3,
    transfer_days: 5,
    binding_days: 7,
    own_listing: false,
    open_offer_id: null,
    ...overrides,
  };
}

/** The buyer's $120 offer on cloudly.io (listed $149), awaiting the seller until Nov 27. */
export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: OFFER_ID,
    listing_id: LISTING_ID,
    domain_name: 'cloudly.io',
    listed_price: 149,
    role: 'buyer',
    status: 'awaiting_seller',
    amount: 120,
    first_amount: 120,
    turn: 'seller',
    your_turn: false,
    expires_at: BINDS_UNTIL,
    decline_reason: null,
    decline_reason_label: null,
    answer: null,
    offer_again_at: null,
    deal_id: null,
    buyer_name: null,
    minimum: null,
    below_minimum: null,
    instant_declines: null,
    history: [
      {
        move: 'offer',
        by: 'buyer',
        amount: 120,
        reason: null,
        reason_label: null,
        message: 'Would you take 120?',
        at: MADE_AT,
      },
    ],
    created_at: MADE_AT,
    updated_at: MADE_AT,
    ...overrides,
  };
}

/** The same negotiation after the seller countered $140: the buyer's turn until Nov 28. */
export function makeCounteredOffer(overrides: Partial<Offer> = {}): Offer {
  const offer = makeOffer();
  return makeOffer({
    status: 'awaiting_buyer',
    amount: 140,
    turn: 'buyer',
    your_turn: true,
    expires_at: '2026-11-28T09:00:00.000Z',
    history: [
      ...offer.history,
      {
        move: 'counter',
        by: 'seller',
        amount: 140,
        reason: null,
        reason_label: null,
        message: 'Meet me at 140.',
        at: '2026-11-21T09:00:00.000Z',
      },
    ],
    updated_at: '2026-11-21T09:00:00.000Z',
    ...overrides,
  });
}

/** An $80 offer the seller's rules declined at once, below a minimum the buyer never learns. */
export function makeDeclinedBelowMinimum(overrides: Partial<Offer> = {}): Offer {
  return makeOffer({
    status: 'declined',
    amount: 80,
    first_amount: 80,
    turn: null,
    decline_reason: 'below_minimum',
    decline_reason_label: "below the seller's minimum",
    answer: 'Thanks for your interest, but I cannot go that low.',
    offer_again_at: '2026-11-21T10:00:00.000Z',
    history: [
      {
        move: 'offer',
        by: 'buyer',
        amount: 80,
        reason: null,
        reason_label: null,
        message: null,
        at: MADE_AT,
      },
      {
        move: 'declined',
        by: 'system',
        amount: null,
        reason: 'below_minimum',
        reason_label: "below the seller's minimum",
        message: null,
        at: MADE_AT,
      },
    ],
    ...overrides,
  });
}

/** The seller's side of `makeOffer()`: Jane Buyer's $120 against a $100 minimum, the seller's turn. */
export function makeInboxOffer(overrides: Partial<Offer> = {}): Offer {
  return makeOffer({
    role: 'seller',
    your_turn: true,
    buyer_name: 'Jane Buyer',
    minimum: 100,
    below_minimum: false,
    instant_declines: 0,
    ...overrides,
  });
}

export function makeRules(overrides: Partial<OfferRules> = {}): OfferRules {
  return {
    listing_id: LISTING_ID,
    source: 'listing',
    offers_allowed: true,
    minimum: 100,
    buy_now: null,
    decline_message: null,
    effective_decline_message:
      'Thank you for your offer. The seller cannot accept this amount for the name, but a higher offer is welcome.',
    payment_days: 3,
    transfer_days: 5,
    ...overrides,
  };
}

export function offersPage(offers: Offer[], total = offers.length, page = 1, limit = 20) {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return {
    offers,
    pagination: {
      page,
      limit,
      total,
      totalPages,
      hasNextPage: page < totalPages,
      hasPreviousPage: page > 1,
    },
  };
}
