/**
 * Where a checkout sends the buyer back to. The client names a path of this site (`/success?...`),
 * and the server puts it after SITE_URL, so a purchase works whatever address the site was opened
 * at; a full address is still accepted when it is one of this site's (SITE_URL or CORS_ORIGINS).
 * Either way the buyer can only come back here: no open redirect.
 */
export type ReturnAddress = { address: string } | { refused: string };

/** A path of this site: one leading `/`, never `//` or `/\` (another host to a browser). */
const SITE_PATH = /^\/(?![/\\])/;

export function resolveReturnAddress(
  field: string,
  value: string,
  site: { siteUrl: string; allowedOrigins: string[] },
): ReturnAddress {
  const address = SITE_PATH.test(value) ? `${site.siteUrl}${value}` : value;
  const allowed = new Set([site.siteUrl, ...site.allowedOrigins].map(originOf));
  const origin = originOf(address);
  return origin !== '' && allowed.has(origin)
    ? { address }
    : { refused: `${field} must be a path or an address of this site` };
}

function originOf(address: string): string {
  try {
    return new URL(address).origin;
  } catch {
    return '';
  }
}
