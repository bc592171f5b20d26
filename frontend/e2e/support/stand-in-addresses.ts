/**
 * Where the apps and the journeys' stand-ins for the world's DNS and RDAP listen: fixed loopback
 * ports from E2E_PORT (3100 unless told), each stand-in's overridable, because the web servers
 * that Playwright starts are given them in their environment when the config loads.
 */
const webPort = Number(process.env.E2E_PORT ?? 3100);

/**
 * Browser workers, each with an app of its own (E2E_WORKERS, 2 unless told): a journey of one
 * spends most of its time waiting for its browser or its app, so two share the machine's cores.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/** Worker `index`'s app: E2E_PORT, then every fourth port (the three after it are the stand-ins'). */
export function appUrl(index: number): string {
  return `http://127.0.0.1:${webPort + 4 * index}`;
}

function portFrom(variable: string, fallback: number): number {
  const value = process.env[variable];
  return value ? Number(value) : fallback;
}

export const STAND_IN_PORTS = {
  dns: portFrom('E2E_DNS_PORT', webPort + 1),
  rdap: portFrom('E2E_RDAP_PORT', webPort + 2),
  control: portFrom('E2E_STAND_IN_CONTROL_PORT', webPort + 3),
  // Between the first app's three and the second app's port range: free for any E2E_WORKERS.
  escrow: portFrom('E2E_ESCROW_PORT', webPort + 5),
};

/** The Escrow.com account the apps use, at the stand-in (its defaults). */
export const ESCROW_ACCOUNT = { email: 'escrow@market.example', apiKey: 'escrow-test-key-0123' };
/** ESCROW_API_URL for the app: the stand-in's API. */
export const ESCROW_API_URL = `http://127.0.0.1:${STAND_IN_PORTS.escrow}/2017-09-01`;
/** The token in the apps' Escrow.com webhook address, which a journey calls as Escrow.com would. */
export const ESCROW_WEBHOOK_TOKEN = 'e2e-escrow-webhook-token-0123456789';

/** DNS_SERVERS for the app: the stand-in DNS server only. */
export const DNS_SERVERS = `127.0.0.1:${STAND_IN_PORTS.dns}`;
/** RDAP_BOOTSTRAP_URL for the app: the stand-in's IANA bootstrap file. */
export const RDAP_BOOTSTRAP_URL = `http://127.0.0.1:${STAND_IN_PORTS.rdap}/bootstrap/dns.json`;
/** Where a journey, in its worker process, sets what the stand-ins answer. */
export const STAND_IN_CONTROL_URL = `http://127.0.0.1:${STAND_IN_PORTS.control}`;

/**
 * The one top-level domain the RDAP stand-in serves, which neither the demo catalogue nor the other
 * journeys use: a check of any other name reads its registry as having no RDAP, which suspends
 * nothing. Serving every TLD would answer "not registered" for the seeded names, and a check of
 * one (the daily sweep, Check all) would suspend it under the other journeys' feet.
 */
export const RDAP_TLD = 'shop';
