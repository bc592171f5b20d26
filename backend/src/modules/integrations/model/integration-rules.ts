export const MAX_API_TOKENS = 20;
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const API_TOKEN_NAME_MAX_LENGTH = 80;
export const WEBHOOK_URL_MAX_LENGTH = 500;

/**
 * What a seller's endpoint may subscribe to, and the log events each comes from. Every one is
 * about one listing, and an endpoint receives a listing's events in the order they happened.
 */
export const WEBHOOK_EVENT_SOURCES = {
  'listing.created': 'listings.DomainListed',
  'listing.updated': 'listings.ListingUpdated',
  'listing.sold': 'listings.DomainMarkedSold',
  'listing.restored': 'listings.DomainRestored',
  'listing.deleted': 'listings.ListingDeleted',
  'listing.suspended': 'listings.ListingSuspended',
  'listing.reinstated': 'listings.ListingReinstated',
  'inquiry.received': 'listings.InquiryReceived',
  'offer.made': 'offers.OfferMade',
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_SOURCES;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENT_SOURCES) as WebhookEventType[];
