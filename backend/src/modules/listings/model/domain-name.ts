/**
 * Domain names as listed (DECISIONS.md "Listings"): lower-cased and trimmed, labels of 1 to 63
 * letters, digits and inner hyphens, at most 253 characters, a TLD of letters or an `xn--` label.
 */
export const DOMAIN_NAME_MAX_LENGTH = 253;
const LABEL_MAX_LENGTH = 63;

export const DOMAIN_NAME_MESSAGES = {
  required: 'Domain name is required',
  tooLong: `Domain name must be at most ${DOMAIN_NAME_MAX_LENGTH} characters`,
  characters: 'Domain name can contain only letters, digits, hyphens and dots',
  noExtension: 'Enter the full domain name with its extension, such as example.com',
  emptyLabel: 'Domain name cannot have an empty part (two dots in a row, or a dot at either end)',
  labelTooLong: `Each part of a domain name must be at most ${LABEL_MAX_LENGTH} characters`,
  hyphenEdge: 'A part of a domain name cannot start or end with a hyphen',
  extension: 'The extension must be letters only, such as .com',
} as const;

export function normalizeDomainName(value: string): string {
  return value.trim().toLowerCase();
}

/** The first rule a (normalised) name breaks, or undefined for a valid name. */
export function domainNameProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return DOMAIN_NAME_MESSAGES.required;
  if (value.length > DOMAIN_NAME_MAX_LENGTH) return DOMAIN_NAME_MESSAGES.tooLong;
  if (!/^[a-z0-9.-]+$/.test(value)) return DOMAIN_NAME_MESSAGES.characters;
  const labels = value.split('.');
  if (labels.length < 2) return DOMAIN_NAME_MESSAGES.noExtension;
  if (labels.some((label) => label === '')) return DOMAIN_NAME_MESSAGES.emptyLabel;
  if (labels.some((label) => label.length > LABEL_MAX_LENGTH))
    return DOMAIN_NAME_MESSAGES.labelTooLong;
  if (labels.some((label) => label.startsWith('-') || label.endsWith('-')))
    return DOMAIN_NAME_MESSAGES.hyphenEdge;
  const tld = labels[labels.length - 1];
  if (!/^[a-z]{2,63}$/.test(tld) && !/^xn--[a-z0-9-]+$/.test(tld))
    return DOMAIN_NAME_MESSAGES.extension;
  return undefined;
}

/** The extension of a valid name: its TLD with the dot, e.g. `.com`. */
export function extensionOf(name: string): string {
  return name.slice(name.lastIndexOf('.'));
}
