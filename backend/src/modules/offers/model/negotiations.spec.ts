import { DeciderSpecification } from '../../../platform/event-store/testing/decider-specification';
import {
  type DealIds,
  decide,
  evolve,
  initialListingOffers,
  type OfferedListing,
} from './negotiations';
import { type ListingOffersEvent } from './offer.events';
import { DEFAULT_OFFER_RULES, type OfferRules } from './offer-rules';

const given = DeciderSpecification.for({ initialState: initialListingOffers, evolve, decide });
const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-01T12:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const listing: OfferedListing = {
  listingId: 'listing-1',
  name: 'cloudly.io',
  sellerId: 'seller-1',
  priceCents: 25000,
  onMarketplace: true,
};
const deal: DealIds = { transactionId: 'sale-1', timelineId: 'deal-1' };
const rules: OfferRules = { ...DEFAULT_OFFER_RULES, floorCents: 10000, buyNowCents: 20000 };

const rulesSet: ListingOffersEvent = {
  type: 'offers.OfferRulesSet',
  data: { listingId: 'listing-1', sellerId: 'seller-1', rules, setAt: now.toISOString() },
};
const made = (
  offerId: string,
  buyerId: string,
  amountCents: number,
  at = now,
): ListingOffersEvent => ({
  type: 'offers.OfferMade',
  data: {
    offerId,
    listingId: 'listing-1',
    sellerId: 'seller-1',
    buyerId,
    domainName: 'cloudly.io',
    amountCents,
    listedPriceCents: 25000,
    rules,
    madeAt: at.toISOString(),
    expiresAt: new Date(at.getTime() + 7 * DAY).toISOString(),
  },
});
const offer = (amountCents: number, buyerId = 'buyer-1', offerId = 'offer-1', open = 0) => ({
  type: 'MakeOffer' as const,
  offerId,
  buyerId,
  amountCents,
  listing,
  defaults: DEFAULT_OFFER_RULES,
  openOffersOfBuyer: open,
  amountConfirmed: false,
  deal,
  now,
});
const declined = (
  offerId: string,
  by: 'buyer' | 'seller' | 'system',
  reason: string,
  at = now,
) => ({
  type: 'offers.OfferDeclined',
  data: { offerId, by, reason, declinedAt: at.toISOString() },
});
const accepted = (by: 'buyer' | 'seller', amountCents: number, instant = false, at = now) => ({
  type: 'offers.OfferAccepted',
  data: { offerId: 'offer-1', by, amountCents, instant, ...deal, acceptedAt: at.toISOString() },
});

describe('negotiations on a listing', () => {
  it('declines below the minimum and accepts at the Buy Now price within the offer itself', () => {
    given(rulesSet)
      .when(offer(9999))
      .then([
        made('offer-1', 'buyer-1', 9999),
        declined('offer-1', 'system', 'below_minimum'),
      ] as ListingOffersEvent[]);
    given(rulesSet)
      .when(offer(20000))
      .then([
        made('offer-1', 'buyer-1', 20000),
        accepted('seller', 20000, true),
      ] as ListingOffersEvent[]);
    given(rulesSet)
      .when(offer(10000))
      .then([made('offer-1', 'buyer-1', 10000)]);
  });

  it('sells at the Buy Now price whatever is offered above it, and takes an amount above the asking price only when confirmed', () => {
    given(rulesSet)
      .when(offer(22000))
      .then([
        made('offer-1', 'buyer-1', 22000),
        accepted('seller', 20000, true),
      ] as ListingOffersEvent[]);
    given(rulesSet).when(offer(25001)).thenThrows('OFFER_NEEDS_CONFIRMATION');
    given(rulesSet)
      .when({ ...offer(100_000_000), amountConfirmed: true })
      .then([
        made('offer-1', 'buyer-1', 100_000_000),
        accepted('seller', 20000, true),
      ] as ListingOffersEvent[]);
  });

  it('refuses a buyer whose offer the minimum declined, for a day, on that listing only', () => {
    const probed = [
      rulesSet,
      made('offer-1', 'buyer-1', 9999),
      declined('offer-1', 'system', 'below_minimum') as ListingOffersEvent,
    ];
    given(...probed)
      .when({ ...offer(12000, 'buyer-1', 'offer-2'), now: later(DAY - 1) })
      .thenThrows('OFFER_COOLING_DOWN');
    given(...probed)
      .when({ ...offer(12000, 'buyer-2', 'offer-2'), now: later(DAY - 1) })
      .then([made('offer-2', 'buyer-2', 12000, later(DAY - 1))]);
    given(...probed)
      .when({ ...offer(12000, 'buyer-1', 'offer-2'), now: later(DAY) })
      .then([made('offer-2', 'buyer-1', 12000, later(DAY))]);
  });

  it('refuses the seller, a listing off the marketplace, offers turned off, a second open offer and an eleventh', () => {
    given().when(offer(12000, 'seller-1')).thenThrows('OWN_LISTING');
    given()
      .when({ ...offer(12000), listing: { ...listing, onMarketplace: false } })
      .thenThrows('LISTING_UNAVAILABLE');
    given()
      .when({ ...offer(12000), defaults: { ...DEFAULT_OFFER_RULES, offersAllowed: false } })
      .thenThrows('OFFERS_NOT_ALLOWED');
    given(made('offer-1', 'buyer-1', 12000))
      .when(offer(13000, 'buyer-1', 'offer-2'))
      .thenThrows('OFFER_ALREADY_OPEN');
    given()
      .when(offer(12000, 'buyer-1', 'offer-1', 10))
      .thenThrows('TOO_MANY_OPEN_OFFERS');
  });

  it('lets only the side whose turn it is answer, and the buyer withdraw only before the seller answers', () => {
    const counter = (callerId: string, amountCents: number) => ({
      type: 'CounterOffer' as const,
      offerId: 'offer-1',
      callerId,
      amountCents,
      amountConfirmed: false,
      listing,
      deal,
      now,
    });
    given(rulesSet, made('offer-1', 'buyer-1', 12000))
      .when(counter('buyer-1', 13000))
      .thenThrows('NOT_YOUR_TURN');
    given(rulesSet, made('offer-1', 'buyer-1', 12000))
      .when(counter('stranger', 13000))
      .thenThrows('NOT_FOUND');
    const sellerCounter: ListingOffersEvent = {
      type: 'offers.OfferCountered',
      data: {
        offerId: 'offer-1',
        by: 'seller',
        amountCents: 14000,
        counteredAt: now.toISOString(),
        expiresAt: later(7 * DAY).toISOString(),
      },
    };
    given(rulesSet, made('offer-1', 'buyer-1', 12000))
      .when(counter('seller-1', 14000))
      .then([sellerCounter]);
    given(rulesSet, made('offer-1', 'buyer-1', 12000), sellerCounter)
      .when({ type: 'WithdrawOffer', offerId: 'offer-1', callerId: 'buyer-1', now })
      .thenThrows('NOT_YOUR_TURN');
    given(rulesSet, made('offer-1', 'buyer-1', 12000), sellerCounter)
      .when({ type: 'DeclineOffer', offerId: 'offer-1', callerId: 'buyer-1', now })
      .then([declined('offer-1', 'buyer', 'walked_away')] as ListingOffersEvent[]);
    given(rulesSet, made('offer-1', 'buyer-1', 12000), sellerCounter)
      .when({ type: 'AcceptOffer', offerId: 'offer-1', callerId: 'buyer-1', listing, deal, now })
      .then([accepted('buyer', 14000)] as ListingOffersEvent[]);
  });

  it('declines every other open offer "sold" when one is accepted, and none once over', () => {
    given(
      rulesSet,
      made('offer-1', 'buyer-1', 12000),
      made('offer-2', 'buyer-2', 11000),
      made('offer-3', 'buyer-3', 10500),
      declined('offer-3', 'buyer', 'walked_away') as ListingOffersEvent,
    )
      .when({ type: 'AcceptOffer', offerId: 'offer-1', callerId: 'seller-1', listing, deal, now })
      .then([
        accepted('seller', 12000),
        declined('offer-2', 'system', 'sold'),
      ] as ListingOffersEvent[]);
  });

  it('expires an offer at exactly seven days, once, and refuses answers to it from then on', () => {
    const expire = (at: Date) => ({ type: 'ExpireOffer' as const, offerId: 'offer-1', now: at });
    given(made('offer-1', 'buyer-1', 12000))
      .when(expire(later(7 * DAY - 1)))
      .thenNothingHappened();
    const expired: ListingOffersEvent = {
      type: 'offers.OfferExpired',
      data: { offerId: 'offer-1', expiredAt: later(7 * DAY).toISOString() },
    };
    given(made('offer-1', 'buyer-1', 12000))
      .when(expire(later(7 * DAY)))
      .then([expired]);
    given(made('offer-1', 'buyer-1', 12000), expired)
      .when(expire(later(8 * DAY)))
      .thenNothingHappened();
    given(made('offer-1', 'buyer-1', 12000))
      .when({
        type: 'AcceptOffer',
        offerId: 'offer-1',
        callerId: 'seller-1',
        listing,
        deal,
        now: later(7 * DAY),
      })
      .thenThrows('OFFER_CLOSED');
  });
});
