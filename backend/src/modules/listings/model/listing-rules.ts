/** Limits and choices of a listing (spec sections 3, 5 and 9; DECISIONS.md "Listings"). */
export const MIN_PRICE_USD = 1;
export const MAX_PRICE_USD = 1000;
export const MIN_SALE_PRICE_USD = 1;
export const MAX_SALE_PRICE_USD = 1_000_000;
export const DESCRIPTION_MAX_LENGTH = 1000;
export const NOTES_MAX_LENGTH = 1000;
export const MAX_TAGS = 10;
export const TAG_MAX_LENGTH = 30;
export const BULK_MAX_ROWS = 500;

export const REGISTRARS = [
  'GoDaddy',
  'Namecheap',
  'Network Solutions',
  'Dynadot',
  'Other',
] as const;

export const CATEGORIES = [
  'Business',
  'Technology',
  'Finance',
  'Health',
  'Lifestyle',
  'Travel',
  'Education',
  'Entertainment',
  'Brandable',
  'Short',
  'Other',
] as const;

export const DEFAULT_CATEGORY = 'Other';
export const DEFAULT_DOMAIN_TYPE = 'generic';
export const DOMAIN_TYPES = ['generic', 'brandable', 'keyword', 'short', 'premium'] as const;

export const LISTING_STATUSES = [
  'active',
  'expired',
  'pending_payment',
  'sold',
  'draft',
  'suspended',
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_MESSAGES = {
  priceRequired: 'Price is required',
  priceNumber: 'Price must be a number',
  priceRange: 'Price must be between $1 and $1,000',
  priceCents: 'Price can have at most 2 decimal places',
  registrarRequired: 'Registrar is required',
  registrar: `Registrar must be one of ${REGISTRARS.join(', ')}`,
  description: 'Description cannot exceed 1000 characters',
  notes: 'Notes cannot exceed 1000 characters',
  category: `Category must be one of ${CATEGORIES.join(', ')}`,
  salePriceRequired: 'Sale price is required',
  salePriceRange: 'Sale price must be between $1 and $1,000,000',
  salePriceCents: 'Sale price can have at most 2 decimal places',
  soldAtInvalid: 'Sale date must be a valid date and time',
  soldAtFuture: 'Sale date cannot be in the future',
} as const;

/** Whole cents of a USD amount given with at most two decimals. */
export function toCents(usd: number): number {
  return Math.round(usd * 100);
}

export function hasAtMostTwoDecimals(usd: number): boolean {
  return Math.abs(usd * 100 - Math.round(usd * 100)) < 1e-6;
}

/** A registrar as one of the known choices, matched without regard to case. */
export function canonicalRegistrar(value: string): string | undefined {
  const wanted = value.trim().toLowerCase();
  return REGISTRARS.find((registrar) => registrar.toLowerCase() === wanted);
}

export function canonicalCategory(value: string): string | undefined {
  const wanted = value.trim().toLowerCase();
  return CATEGORIES.find((category) => category.toLowerCase() === wanted);
}

/**
 * "Check now" asks DNS and a registry's RDAP server, which rate-limits us by address: a listing is
 * checked at most once a minute on request, and a seller asks at most 30 checks an hour (Check all,
 * one at a time per seller, is for more). The sweep and Check all are not held to these.
 */
export const CHECK_NOW_EVERY_SECONDS = 60;
export const CHECKS_NOW_PER_SELLER_PER_HOUR = 30;
