import type { components } from '@dlm/sdk';

export type Registrar = components['schemas']['CreateListingRequest']['registrar'];
export type Category = NonNullable<components['schemas']['CreateListingRequest']['category']>;

/**
 * The rules of a listing as the server applies them (DECISIONS.md "Listings"), checked in the form
 * first so that a mistake is shown before a credit is at stake. Messages are the server's own.
 */
export const MIN_PRICE_USD = 1;
export const MAX_PRICE_USD = 1000;
export const PRICE_STEP = 0.01;
export const PRICE_HINT = 'Price must be between $1 and $1,000';
export const DESCRIPTION_MAX_LENGTH = 1000;
export const MAX_TAGS = 10;
export const TAG_MAX_LENGTH = 30;
export const RELIST_PERIOD_DAYS = 30;

export const REGISTRARS: Registrar[] = [
  'GoDaddy',
  'Namecheap',
  'Network Solutions',
  'Dynadot',
  'Other',
];

export const CATEGORIES: Category[] = [
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
];
export const DEFAULT_CATEGORY: Category = 'Other';

const DOMAIN_NAME_MAX_LENGTH = 253;
const LABEL_MAX_LENGTH = 63;

export const LISTING_MESSAGES = {
  nameRequired: 'Domain name is required',
  nameTooLong: `Domain name must be at most ${DOMAIN_NAME_MAX_LENGTH} characters`,
  nameCharacters: 'Domain name can contain only letters, digits, hyphens and dots',
  nameNoExtension: 'Enter the full domain name with its extension, such as example.com',
  nameEmptyLabel:
    'Domain name cannot have an empty part (two dots in a row, or a dot at either end)',
  nameLabelTooLong: `Each part of a domain name must be at most ${LABEL_MAX_LENGTH} characters`,
  nameHyphenEdge: 'A part of a domain name cannot start or end with a hyphen',
  nameExtension: 'The extension must be letters only, such as .com',
  priceRequired: 'Price is required',
  priceRange: PRICE_HINT,
  registrarRequired: 'Registrar is required',
  description: `Description cannot exceed ${DESCRIPTION_MAX_LENGTH} characters`,
  tagTooLong: `Each tag must be at most ${TAG_MAX_LENGTH} characters`,
} as const;

/** Names are listed trimmed and lower-cased. */
export function normalizeDomainName(value: string): string {
  return value.trim().toLowerCase();
}

export function validateDomainName(value: string): string | null {
  const name = normalizeDomainName(value);
  if (name === '') return LISTING_MESSAGES.nameRequired;
  if (name.length > DOMAIN_NAME_MAX_LENGTH) return LISTING_MESSAGES.nameTooLong;
  if (!/^[a-z0-9.-]+$/.test(name)) return LISTING_MESSAGES.nameCharacters;
  const labels = name.split('.');
  if (labels.length < 2) return LISTING_MESSAGES.nameNoExtension;
  if (labels.some((label) => label === '')) return LISTING_MESSAGES.nameEmptyLabel;
  if (labels.some((label) => label.length > LABEL_MAX_LENGTH))
    return LISTING_MESSAGES.nameLabelTooLong;
  if (labels.some((label) => label.startsWith('-') || label.endsWith('-')))
    return LISTING_MESSAGES.nameHyphenEdge;
  const tld = labels[labels.length - 1] ?? '';
  if (!/^[a-z]{2,63}$/.test(tld) && !/^xn--[a-z0-9-]+$/.test(tld))
    return LISTING_MESSAGES.nameExtension;
  return null;
}

/** A NumberInput holds '' while empty. */
export function validatePrice(value: number | string): string | null {
  if (value === '') return LISTING_MESSAGES.priceRequired;
  const price = Number(value);
  if (!Number.isFinite(price) || price < MIN_PRICE_USD || price > MAX_PRICE_USD)
    return LISTING_MESSAGES.priceRange;
  return null;
}

export function validateRegistrar(value: string | null): string | null {
  return value ? null : LISTING_MESSAGES.registrarRequired;
}

export function validateDescription(value: string): string | null {
  return value.length > DESCRIPTION_MAX_LENGTH ? LISTING_MESSAGES.description : null;
}

export function validateTags(tags: string[]): string | null {
  return tags.some((tag) => tag.length > TAG_MAX_LENGTH) ? LISTING_MESSAGES.tagTooLong : null;
}
