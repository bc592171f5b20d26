import type { OwnershipCheck } from '../../api/listing-ownership';

/** Who asked for a check, as the recent checks name it. */
export const TRIGGER_LABELS: Record<OwnershipCheck['trigger'], string> = {
  seller: 'You',
  sweep: 'Daily check',
};

/** What a check found at `_dlm-verify.<name>`. */
export const OWNERSHIP_READINGS: Record<OwnershipCheck['ownership'], string> = {
  found: 'Found',
  missing: 'Not found',
  unreachable: 'DNS did not answer',
};

/** What a check found at `_for-sale.<name>` (RFC 10023). */
export const FOR_SALE_READINGS: Record<OwnershipCheck['for_sale'], string> = {
  absent: 'Not published',
  agrees: 'Agrees with your price',
  disagrees: 'Shows another price',
  unreachable: 'DNS did not answer',
};

/** What a check read of the registration over RDAP. */
export const REGISTRATION_READINGS: Record<OwnershipCheck['registration'], string> = {
  rdap: 'Read',
  not_registered: 'Not registered',
  unknown: 'Registry has no RDAP',
  unreachable: 'Registry did not answer',
};

/** The hosting choices the listing form offers (spec: registrar choices), each with its steps. */
export const DNS_HOSTS = ['GoDaddy', 'Namecheap', 'Network Solutions', 'Dynadot', 'Other'] as const;
export type DnsHost = (typeof DNS_HOSTS)[number];

export function dnsHostOf(registrar: string): DnsHost {
  return DNS_HOSTS.find((host) => host === registrar) ?? 'Other';
}
