import { isIPv4 } from 'node:net';
import type { Request } from 'express';

/** 127.0.0.0/8, ::1, or 127.x written as an IPv4-mapped IPv6 address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.toLowerCase().replace(/^::ffff:/, '');
  return address === '::1' || (isIPv4(ipv4) && ipv4.startsWith('127.'));
}

const listed = (header: string | string[] | undefined) =>
  String(header ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The client a `Forwarded` element (RFC 7239) names, without quotes, brackets or an IPv4 port. */
function forwardedFor(element: string): string {
  const node = /(?:^|;)\s*for\s*=\s*"?\[?([^\]";]*)/i.exec(element)?.[1] ?? 'unknown';
  return /^[\d.]+:\d+$/.test(node) ? node.replace(/:\d+$/, '') : node;
}

/**
 * Whether the request comes from this machine: the connection is from a loopback address, and no
 * proxy on this machine says it forwards it for anyone else. The socket decides, never a header:
 * `X-Forwarded-For: 127.0.0.1` sent from outside is still outside.
 */
export function isLoopbackClient(request: Request): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  const { headers } = request;
  return [
    ...listed(headers['x-forwarded-for']),
    ...listed(headers['x-real-ip']),
    ...listed(headers.forwarded).map(forwardedFor),
  ].every(isLoopbackAddress);
}
