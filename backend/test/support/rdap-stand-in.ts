import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

export interface RdapDomain {
  registrar: string;
  expiresAt: Date;
  /** RDAP statuses (RFC 8056), e.g. `active`, `client transfer prohibited`, `redemption period`. */
  statuses: string[];
  /** A year before the expiry unless set. */
  registeredAt?: Date;
  /** The last move between registrars, published as a `transfer` event when set. */
  transferredAt?: Date;
}

const normalize = (name: string) => name.toLowerCase().replace(/\.$/, '');

/**
 * A real HTTP server on 127.0.0.1 standing in for IANA's RDAP bootstrap file (RFC 9224) and the
 * registries' RDAP servers (RFC 9083) behind it: every TLD the test names maps to this server's
 * `/rdap/`, which describes the domains the test sets and answers 404 for the others. Free of
 * test-runner globals, so Jest and Playwright can both start it.
 */
export class RdapStandIn {
  private readonly domains = new Map<string, RdapDomain>();
  private readonly failures = new Map<string, { status: 500 | 429; retryAfterSeconds: number }>();
  private readonly excluded = new Set<string>();
  private bootstrapFailure?: number;
  private readonly counts = new Map<string, number>();

  private constructor(
    private readonly server: Server,
    private readonly tlds: string[],
  ) {}

  /** Starts on a random port, or on `port` when the address must be known before it starts. */
  static async start(
    tlds: string[] = ['com', 'io', 'net', 'org', 'co', 'dev', 'app', 'ai'],
    port = 0,
  ): Promise<RdapStandIn> {
    const server = createServer();
    const standIn = new RdapStandIn(server, tlds);
    server.on('request', (request: IncomingMessage, response: ServerResponse) =>
      standIn.answer(request, response),
    );
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    return standIn;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The address for RDAP_BOOTSTRAP_URL. */
  get bootstrapUrl(): string {
    return `${this.url}/bootstrap/dns.json`;
  }

  /** The bootstrap file leaves the TLD out: it has no RDAP server. */
  withoutRdap(tld: string): void {
    this.excluded.add(normalize(tld));
  }

  /** The bootstrap file answers this status from now on (IANA down); `undefined` serves it again. */
  failBootstrapWith(status: 500 | 503 | undefined): void {
    this.bootstrapFailure = status;
  }

  setDomain(name: string, domain: RdapDomain): void {
    this.domains.set(normalize(name), { ...domain, statuses: [...domain.statuses] });
  }

  removeDomain(name: string): void {
    this.domains.delete(normalize(name));
  }

  /**
   * Every request for the name answers this status from now on (a 429 with its Retry-After);
   * `undefined` answers normally again.
   */
  failWith(name: string, status: 500 | 429 | undefined, retryAfterSeconds = 60): void {
    if (status === undefined) this.failures.delete(normalize(name));
    else this.failures.set(normalize(name), { status, retryAfterSeconds });
  }

  /** How many requests reached a path, e.g. `/bootstrap/dns.json` or `/rdap/domain/example.com`. */
  requests(path: string): number {
    return this.counts.get(path.toLowerCase()) ?? 0;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    const path = decodeURIComponent(new URL(request.url ?? '/', this.url).pathname).toLowerCase();
    this.counts.set(path, this.requests(path) + 1);
    const send = (status: number, body: object, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/rdap+json', ...headers });
      response.end(JSON.stringify(body));
    };
    const problem = (status: number, title: string, headers?: Record<string, string>) =>
      send(status, { rdapConformance: ['rdap_level_0'], errorCode: status, title }, headers);
    if (request.method !== 'GET') return problem(405, 'Method not allowed');

    if (path === '/bootstrap/dns.json') {
      if (this.bootstrapFailure) return problem(this.bootstrapFailure, 'Unavailable');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          version: '1.0',
          publication: '2026-01-01T00:00:00Z',
          description: 'RDAP bootstrap file for Domain Name System registrations',
          services: [
            [this.tlds.filter((tld) => !this.excluded.has(normalize(tld))), [`${this.url}/rdap/`]],
          ],
        }),
      );
      return;
    }
    const name = /^\/rdap\/domain\/([^/]+)$/.exec(path)?.[1];
    if (!name) return problem(400, 'Unsupported query');
    const failure = this.failures.get(name);
    if (failure?.status === 500) return problem(500, 'Internal server error');
    if (failure?.status === 429) {
      return problem(429, 'Too many requests', {
        'retry-after': String(failure.retryAfterSeconds),
      });
    }
    const domain = this.domains.get(name);
    if (!domain) return problem(404, 'Not found');
    send(200, domainObject(name, domain));
  }
}

/**
 * An RFC 9083 domain object as registries publish it, with a registrant contact as some still do,
 * so that tests can see it is not kept.
 */
function domainObject(name: string, domain: RdapDomain): object {
  const registeredAt =
    domain.registeredAt ?? new Date(domain.expiresAt.getTime() - 365 * 24 * 60 * 60 * 1000);
  return {
    rdapConformance: ['rdap_level_0', 'icann_rdap_response_profile_1', 'redacted'],
    objectClassName: 'domain',
    handle: `${name.toUpperCase().replace(/\./g, '_')}-STANDIN`,
    ldhName: name,
    status: domain.statuses,
    events: [
      { eventAction: 'registration', eventDate: registeredAt.toISOString() },
      { eventAction: 'expiration', eventDate: domain.expiresAt.toISOString() },
      ...(domain.transferredAt
        ? [{ eventAction: 'transfer', eventDate: domain.transferredAt.toISOString() }]
        : []),
      { eventAction: 'last update of RDAP database', eventDate: new Date().toISOString() },
    ],
    entities: [
      {
        objectClassName: 'entity',
        handle: '9999',
        roles: ['registrar'],
        publicIds: [{ type: 'IANA Registrar ID', identifier: '9999' }],
        vcardArray: [
          'vcard',
          [
            ['version', {}, 'text', '4.0'],
            ['fn', {}, 'text', domain.registrar],
          ],
        ],
      },
      {
        objectClassName: 'entity',
        handle: 'REDACTED',
        roles: ['registrant'],
        vcardArray: [
          'vcard',
          [
            ['version', {}, 'text', '4.0'],
            ['fn', {}, 'text', 'Jane Registrant'],
            ['email', {}, 'text', 'jane@example.net'],
          ],
        ],
      },
    ],
    nameservers: [
      { objectClassName: 'nameserver', ldhName: 'ns1.stand-in.test' },
      { objectClassName: 'nameserver', ldhName: 'ns2.stand-in.test' },
    ],
    secureDNS: { delegationSigned: false },
    notices: [
      {
        title: 'Terms of Use',
        description: ['A stand-in for a registry RDAP service, for tests.'],
      },
    ],
  };
}
