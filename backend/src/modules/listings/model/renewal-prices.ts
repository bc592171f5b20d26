import { sameRegistrar } from './registrar-names';

/** What a name costs to keep for a year at a registrar, as that registrar's price list said. */
export interface RenewalPrice {
  registrar: string;
  /** With its dot, as listings keep it: `.com`. */
  extension: string;
  usd: number;
  /** The month of the price list the figure comes from. */
  listed: string;
  /** Where the price list is published. */
  source: string;
}

/**
 * One-year renewal prices, in US dollars before tax, of common extensions at common registrars:
 * each registrar's public price list of the month given. Prices move (Verisign's .com wholesale
 * price rose to $10.26 on 2025-09-01; registrars follow), so every figure carries its month and its
 * source, and the deal shows it as "about". A registrar or an extension that is not here is shown as
 * unknown, never guessed. Kept in the repository: a change of price is a reviewed commit (ADR 53).
 */
const PRICE_LISTS: Record<string, { source: string; listed: string; usd: Record<string, number> }> =
  {
    GoDaddy: {
      source: 'https://www.godaddy.com/domains/domain-name-search',
      listed: '2025-09',
      usd: { '.com': 22.99, '.net': 23.99, '.org': 23.99, '.co': 38.99, '.io': 79.99 },
    },
    Namecheap: {
      source: 'https://www.namecheap.com/domains/#pricing',
      listed: '2025-09',
      usd: {
        '.com': 16.98,
        '.net': 17.98,
        '.org': 15.98,
        '.co': 31.98,
        '.io': 61.98,
        '.ai': 89.98,
      },
    },
    Cloudflare: {
      source: 'https://www.cloudflare.com/products/registrar/',
      listed: '2025-09',
      usd: { '.com': 10.46, '.net': 11.84, '.org': 10.11, '.io': 50.0 },
    },
    Porkbun: {
      source: 'https://porkbun.com/products/domains',
      listed: '2025-09',
      usd: { '.com': 11.08, '.net': 12.52, '.org': 10.74, '.io': 46.08 },
    },
    Dynadot: {
      source: 'https://www.dynadot.com/domain/tlds',
      listed: '2025-09',
      usd: { '.com': 11.99 },
    },
    'Network Solutions': {
      source: 'https://www.networksolutions.com/domain-name-registration/',
      listed: '2025-09',
      usd: { '.com': 24.99 },
    },
  };

/**
 * A yearly renewal above this is flagged to a buyer: most names cost a fraction of it, and some
 * extensions (.io, .ai) cost several times a .com every year.
 */
export const HIGH_RENEWAL_USD = 40;

/** The renewal price of `extension` at the registrar RDAP names, when the table knows it. */
export function renewalPriceOf(
  registrarOfRecord: string | null,
  extension: string,
): RenewalPrice | null {
  if (!registrarOfRecord) return null;
  const registrar = Object.keys(PRICE_LISTS).find((known) =>
    sameRegistrar(registrarOfRecord, known),
  );
  if (!registrar) return null;
  const list = PRICE_LISTS[registrar];
  const usd = list.usd[extension.toLowerCase()];
  if (usd === undefined) return null;
  return {
    registrar,
    extension: extension.toLowerCase(),
    usd,
    listed: list.listed,
    source: list.source,
  };
}
