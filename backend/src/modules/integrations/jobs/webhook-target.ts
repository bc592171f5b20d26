import { lookup } from 'node:dns/promises';
import { type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** A webhook URL whose host is, or resolves to, an address that is not public. */
export class PrivateWebhookTargetError extends Error {
  constructor(readonly address: string) {
    super(`Webhook target ${address} is not a public address`);
  }
}

/**
 * Whether an address is public unicast, as ipaddr.js classifies it: not private, loopback,
 * link-local, unique-local, carrier-grade NAT, unspecified, multicast, broadcast, documentation
 * or reserved. An IPv4-mapped IPv6 address is judged as its IPv4 address; the IPv6 forms that
 * carry an IPv4 address to be translated or tunnelled (NAT64, 6to4, Teredo) are not public, since
 * the address they lead to may be private.
 */
export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';
}

/** The URL's host as an address or a name (an IPv6 literal without its brackets). */
function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Every address the URL's host stands for (the host itself when it is a literal address), or
 * PrivateWebhookTargetError when any of them is not public: a name with one private address
 * among public ones is refused too, since a connection may pick any of them.
 */
export async function publicAddressesOf(url: string): Promise<LookupAddress[]> {
  const host = hostOf(url);
  const family = isIP(host);
  const addresses =
    family === 0 ? await lookup(host, { all: true, verbatim: true }) : [{ address: host, family }];
  const refused = addresses.find(({ address }) => !isPublicAddress(address));
  if (refused) throw new PrivateWebhookTargetError(refused.address);
  return addresses;
}

/**
 * A `lookup` for the connection that answers the addresses already checked instead of asking DNS
 * again, so that a name cannot resolve to a public address for the check and to a private one for
 * the connection (DNS rebinding).
 */
export function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };
}
