import { DeciderSpecification } from '../../../platform/event-store/testing/decider-specification';
import { listingDecider, type ListingDraft } from './listing';
import { type ListingEvent } from './listing.events';

const given = DeciderSpecification.for(listingDecider);
const sellerId = 'seller-1';
const listingId = 'listing-1';
const hour = 60 * 60 * 1000;
const day = 24 * hour;
const listedAt = new Date('2026-03-01T09:00:00.000Z');
const at = (offset: number) => new Date(listedAt.getTime() + offset);

const draft: ListingDraft = {
  listingId,
  sellerId,
  name: 'example.com',
  extension: '.com',
  priceCents: 24_900,
  registrar: 'Namecheap',
  description: '',
  category: 'Other',
  domainType: 'generic',
  tags: [],
  isPriority: false,
  autoRelist: true,
};

const listed: ListingEvent = {
  type: 'listings.DomainListed',
  data: { ...draft, listedAt: listedAt.toISOString(), expiresAt: at(30 * day).toISOString() },
};
const soldAt = at(2 * day);
const sold: ListingEvent = {
  type: 'listings.DomainMarkedSold',
  data: {
    listingId,
    sellerId,
    salePriceCents: 30_000,
    listedPriceCents: 24_900,
    soldAt: soldAt.toISOString(),
    recordedAt: soldAt.toISOString(),
  },
};

describe('listing', () => {
  it('lists a domain for a 30-day period', () => {
    given()
      .when({ type: 'ListDomain', listing: draft, nameTaken: false, now: listedAt })
      .then([listed]);
  });

  it('refuses a name that another listing has active: to list it, relist it or restore its sale', () => {
    given()
      .when({ type: 'ListDomain', listing: draft, nameTaken: true, now: listedAt })
      .thenThrows('DOMAIN_ALREADY_LISTED');
    const expired: ListingEvent = {
      type: 'listings.ListingExpired',
      data: {
        listingId,
        sellerId,
        periodEndedAt: at(30 * day).toISOString(),
        expiredAt: at(30 * day).toISOString(),
      },
    };
    given(listed, expired)
      .when({ type: 'RelistDomain', sellerId, nameTaken: true, now: at(31 * day) })
      .thenThrows('DOMAIN_ALREADY_LISTED');
    given(listed, sold)
      .when({ type: 'RestoreDomain', sellerId, nameTaken: true, now: at(3 * day) })
      .thenThrows('DOMAIN_ALREADY_LISTED');
  });

  it('answers NOT_FOUND to another seller, whatever the command', () => {
    given(listed)
      .when({ type: 'UpdateListing', sellerId: 'seller-2', priceCents: 100, now: at(hour) })
      .thenThrows('NOT_FOUND');
    given(listed)
      .when({ type: 'DeleteListing', sellerId: 'seller-2', now: at(hour) })
      .thenThrows('NOT_FOUND');
  });

  it('records only the fields that changed, and nothing when none did', () => {
    given(listed)
      .when({ type: 'UpdateListing', sellerId, priceCents: 19_900, description: '', now: at(hour) })
      .then([
        {
          type: 'listings.ListingUpdated',
          data: { listingId, sellerId, priceCents: 19_900, updatedAt: at(hour).toISOString() },
        },
      ]);
    given(listed)
      .when({ type: 'UpdateListing', sellerId, priceCents: 24_900, now: at(hour) })
      .thenNothingHappened();
  });

  it('records the sale with the listed price, and refuses a sale dated in the future', () => {
    given(listed)
      .when({ type: 'MarkDomainSold', sellerId, salePriceCents: 30_000, soldAt, now: soldAt })
      .then([sold]);
    given(listed)
      .when({
        type: 'MarkDomainSold',
        sellerId,
        salePriceCents: 30_000,
        soldAt: at(3 * day),
        now: soldAt,
      })
      .thenThrows('VALIDATION_ERROR');
  });

  it('restores a sale until 7 days after it was recorded, not at 7 days', () => {
    const almost = new Date(soldAt.getTime() + 6 * day + 23 * hour);
    given(listed, sold)
      .when({ type: 'RestoreDomain', sellerId, nameTaken: false, now: almost })
      .then([
        {
          type: 'listings.DomainRestored',
          data: { listingId, sellerId, restoredAt: almost.toISOString() },
        },
      ]);
    given(listed, sold)
      .when({
        type: 'RestoreDomain',
        sellerId,
        nameTaken: false,
        now: new Date(soldAt.getTime() + 7 * day),
      })
      .thenThrows('REVERSAL_WINDOW_CLOSED');
  });

  it('refuses to restore an unsold domain, and to edit, relist or delete a sold one', () => {
    given(listed)
      .when({ type: 'RestoreDomain', sellerId, nameTaken: false, now: at(hour) })
      .thenThrows('LISTING_NOT_SOLD');
    given(listed, sold)
      .when({ type: 'UpdateListing', sellerId, priceCents: 100, now: at(3 * day) })
      .thenThrows('LISTING_SOLD');
    given(listed, sold)
      .when({ type: 'RelistDomain', sellerId, nameTaken: false, now: at(3 * day) })
      .thenThrows('LISTING_SOLD');
    given(listed, sold)
      .when({ type: 'DeleteListing', sellerId, now: at(3 * day) })
      .thenThrows('LISTING_SOLD');
  });

  it('relists for a new period, and a deleted listing is gone', () => {
    given(listed)
      .when({ type: 'RelistDomain', sellerId, nameTaken: false, now: at(10 * day) })
      .then([
        {
          type: 'listings.DomainRelisted',
          data: {
            listingId,
            sellerId,
            relistedAt: at(10 * day).toISOString(),
            expiresAt: at(40 * day).toISOString(),
            automatic: false,
          },
        },
      ]);
    given(listed, {
      type: 'listings.ListingDeleted',
      data: { listingId, sellerId, deletedAt: at(hour).toISOString() },
    })
      .when({ type: 'RelistDomain', sellerId, nameTaken: false, now: at(2 * hour) })
      .thenThrows('NOT_FOUND');
  });

  describe('the end of a listing period', () => {
    const periodEnd = at(30 * day);
    const autoRelistOff: ListingEvent = {
      type: 'listings.ListingUpdated',
      data: { listingId, sellerId, autoRelist: false, updatedAt: at(day).toISOString() },
    };
    const expired: ListingEvent = {
      type: 'listings.ListingExpired',
      data: {
        listingId,
        sellerId,
        periodEndedAt: periodEnd.toISOString(),
        expiredAt: periodEnd.toISOString(),
      },
    };

    it('relists an unsold listing free for another 30 days from when the job runs', () => {
      const jobRan = at(30 * day + hour);
      given(listed)
        .when({ type: 'EndListingPeriod', now: jobRan })
        .then([
          {
            type: 'listings.DomainRelisted',
            data: {
              listingId,
              sellerId,
              relistedAt: jobRan.toISOString(),
              expiresAt: new Date(jobRan.getTime() + 30 * day).toISOString(),
              automatic: true,
            },
          },
        ]);
    });

    it('expires it instead when the seller turned auto-relist off', () => {
      given(listed, autoRelistOff)
        .when({ type: 'EndListingPeriod', now: periodEnd })
        .then([expired]);
    });

    it('does nothing before the period ends, twice, or to a sold or expired listing', () => {
      given(listed)
        .when({ type: 'EndListingPeriod', now: new Date(periodEnd.getTime() - 1) })
        .thenNothingHappened();
      given(listed, sold).when({ type: 'EndListingPeriod', now: periodEnd }).thenNothingHappened();
      given(listed, autoRelistOff, expired)
        .when({ type: 'EndListingPeriod', now: at(40 * day) })
        .thenNothingHappened();
    });

    it('takes an expired listing back to the marketplace when the seller relists it', () => {
      const relistedAt = at(31 * day);
      given(listed, autoRelistOff, expired)
        .when({ type: 'RelistDomain', sellerId, nameTaken: false, now: relistedAt })
        .then([
          {
            type: 'listings.DomainRelisted',
            data: {
              listingId,
              sellerId,
              relistedAt: relistedAt.toISOString(),
              expiresAt: new Date(relistedAt.getTime() + 30 * day).toISOString(),
              automatic: false,
            },
          },
        ]);
    });
  });

  describe('views and inquiries from buyers', () => {
    const viewed = (views: number, offset: number): ListingEvent => ({
      type: 'listings.ListingViewed',
      data: { listingId, sellerId, viewedAt: at(offset).toISOString(), views },
    });

    it('counts a buyer’s view with the listing’s new total', () => {
      given(listed, viewed(1, hour))
        .when({ type: 'RecordView', viewerId: 'buyer-1', now: at(2 * hour) })
        .then([viewed(2, 2 * hour)]);
    });

    it('does not count the seller’s own view, nor a view of a sold listing', () => {
      given(listed)
        .when({ type: 'RecordView', viewerId: sellerId, now: at(hour) })
        .then([]);
      given(listed, sold)
        .when({ type: 'RecordView', viewerId: 'buyer-1', now: at(3 * day) })
        .then([]);
    });

    it('receives an inquiry with the listing’s new count', () => {
      given(listed)
        .when({ type: 'ReceiveInquiry', buyerId: 'buyer-1', inquiryId: 'inquiry-1', now: at(hour) })
        .then([
          {
            type: 'listings.InquiryReceived',
            data: {
              listingId,
              sellerId,
              inquiryId: 'inquiry-1',
              receivedAt: at(hour).toISOString(),
              inquiries: 1,
            },
          },
        ]);
    });

    it('refuses an inquiry from the seller, and on a listing off the marketplace', () => {
      given(listed)
        .when({ type: 'ReceiveInquiry', buyerId: sellerId, inquiryId: 'inquiry-1', now: at(hour) })
        .thenThrows('OWN_LISTING');
      given(listed, sold)
        .when({ type: 'ReceiveInquiry', buyerId: 'buyer-1', inquiryId: 'i', now: at(3 * day) })
        .thenThrows('LISTING_UNAVAILABLE');
      const noRelist: ListingEvent = { ...listed, data: { ...listed.data, autoRelist: false } };
      given(noRelist)
        .when({ type: 'ReceiveInquiry', buyerId: 'buyer-1', inquiryId: 'i', now: at(30 * day) })
        .thenThrows('LISTING_UNAVAILABLE');
      given(listed)
        .when({ type: 'ReceiveInquiry', buyerId: 'buyer-1', inquiryId: 'i', now: at(31 * day) })
        .then([
          {
            type: 'listings.InquiryReceived',
            data: {
              listingId,
              sellerId,
              inquiryId: 'i',
              receivedAt: at(31 * day).toISOString(),
              inquiries: 1,
            },
          },
        ]);
    });

    it('sells to a lead’s buyer at the listed price when no price is given', () => {
      given(listed)
        .when({
          type: 'MarkDomainSold',
          sellerId,
          soldAt,
          now: soldAt,
          buyerId: 'buyer-1',
          inquiryId: 'inquiry-1',
        })
        .then([
          {
            type: 'listings.DomainMarkedSold',
            data: {
              ...sold.data,
              salePriceCents: 24_900,
              buyerId: 'buyer-1',
              inquiryId: 'inquiry-1',
            },
          },
        ]);
    });
  });
});
