import { DnsStandIn } from '../../../backend/test/support/dns-stand-in';
import { EscrowStandIn } from '../../../backend/test/support/escrow-stand-in';
import { RdapStandIn } from '../../../backend/test/support/rdap-stand-in';
import { ESCROW_ACCOUNT, RDAP_TLD, STAND_IN_PORTS } from './stand-in-addresses';
import { startStandInControl } from './stand-in-control';

/**
 * Starts the real DNS, RDAP and Escrow.com stand-ins the web servers are pointed at (DNS_SERVERS,
 * RDAP_BOOTSTRAP_URL, ESCROW_API_URL) and the control endpoint journeys set them through; the function returned
 * stops them after the last journey.
 *
 * Playwright starts the web server before this setup and stops it after this teardown, so the app
 * runs a few seconds without them at each end. It asks neither then: it looks names up only to
 * check a listing, and the daily sweep's first round finds none due (the seed's checks are next
 * due at least 12 hours later), so its resolver never backs a dead server off.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dns = await DnsStandIn.start(STAND_IN_PORTS.dns);
  const rdap = await RdapStandIn.start([RDAP_TLD], STAND_IN_PORTS.rdap);
  const escrow = await EscrowStandIn.start(
    ESCROW_ACCOUNT.email,
    ESCROW_ACCOUNT.apiKey,
    STAND_IN_PORTS.escrow,
  );
  const control = await startStandInControl(dns, rdap, escrow, STAND_IN_PORTS.control);
  return async () => {
    control.closeAllConnections();
    await new Promise<void>((resolve) => control.close(() => resolve()));
    await escrow.stop();
    await rdap.stop();
    await dns.stop();
  };
}
