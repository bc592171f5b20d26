import { lookup } from 'node:dns/promises';
import { type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** A webhook URL whose host is, or resolves to, an address that is not public. */
export class PrivateWebhookTargetError extends Error {
  constructor(readonly address: string) {
    super(`Webhook target ${address} is not a public address`);
  }
}

/** Prefixes, each `address/length`, in a BlockList of one family. */
function blockList(family: 'ipv4' | 'ipv6', prefixes: string[]): BlockList {
  const list = new BlockList();
  for (const prefix of prefixes) {
    const [address, length] = prefix.split('/');
    list.addSubnet(address, Number(length), family);
  }
  return list;
}

/**
 * The IPv4 addresses that are not public: IANA's special-purpose ranges that are not globally
 * reachable (RFC 6890 and after), multicast, and the reserved 240/4 with the broadcast address.
 */
const NOT_PUBLIC_IPV4 = blockList('ipv4', [
  '0.0.0.0/8', // "this network"
  '10.0.0.0/8', // private
  '100.64.0.0/10', // shared address space (carrier-grade NAT)
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local (cloud metadata services)
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation
  '192.88.99.0/24', // 6to4 relay anycast
  '192.168.0.0/16', // private
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation
  '203.0.113.0/24', // documentation
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and 255.255.255.255
]);

/** Global unicast IPv6: anything outside it (loopback, ULA, link-local, multicast...) is not public. */
const GLOBAL_UNICAST_IPV6 = blockList('ipv6', ['2000::/3']);

/** The special-purpose ranges within global unicast that are not public. */
const NOT_PUBLIC_IPV6 = blockList('ipv6', [
  '2001::/23', // IETF protocol assignments, Teredo among them
  '2001:db8::/32', // documentation
  '2002::/16', // 6to4: leads to an IPv4 address
  '3fff::/20', // documentation
]);

/**
 * Whether an address is public unicast. An IPv4 address is not when it is in any of IANA's
 * special-purpose ranges that are not globally reachable, nor multicast or reserved. An IPv6
 * address is public only in global unicast (2000::/3) outside its special-purpose ranges; an
 * IPv4-mapped address (`::ffff:127.0.0.1`, `::ffff:7f00:1`) is judged as its IPv4 address, and the
 * IPv6 forms that carry an IPv4 address otherwise (IPv4-compatible `::127.0.0.1`, NAT64, 6to4,
 * Teredo) are not public, since the address they lead to may be private.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC_IPV4.check(address, 'ipv4');
  if (family !== 6 || !ipaddr.IPv6.isValid(address)) return false;
  const parsed = ipaddr.IPv6.parse(address);
  if (parsed.isIPv4MappedAddress()) return isPublicAddress(parsed.toIPv4Address().toString());
  const normalized = parsed.toNormalizedString();
  return (
    GLOBAL_UNICAST_IPV6.check(normalized, 'ipv6') && !NOT_PUBLIC_IPV6.check(normalized, 'ipv6')
  );
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
