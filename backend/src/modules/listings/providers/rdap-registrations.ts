import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { domainToASCII } from 'node:url';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { AppConfig } from '../../../platform/config/app-config';

export type Registration =
  | {
      source: 'rdap';
      registrar: string | null;
      expiresAt: string | null;
      statuses: string[];
      registeredAt: string | null;
      transferredAt: string | null;
    }
  | { source: 'not_registered' }
  | { source: 'unknown' }
  | { source: 'unreachable'; reason: string };

/** RDAP base URLs by DNS label suffix ("com", "co.uk"), as the bootstrap file lists them. */
export type RdapServices = Map<string, string[]>;

const DAY_MS = 24 * 60 * 60 * 1000;
const TIMEOUT_MS = 5_000;
const REQUESTS_PER_SECOND = 2;
/** How long a 429 without a usable Retry-After keeps us away from the server. */
const DEFAULT_RETRY_AFTER_MS = 60_000;

/**
 * What a domain's registration says: registrar, expiry and statuses, from the RDAP server that
 * the IANA bootstrap file (RFC 9224) names for its TLD. The bootstrap is kept for a day; each
 * RDAP server gets at most two requests a second from this process (more wait their turn) and
 * none while it asked us, with a 429, to come back later. All of it is kept in this process only.
 * Contacts are never read from the answer.
 */
@Injectable()
export class RdapRegistrations {
  private bootstrap?: { services: RdapServices; fetchedAt: number };
  private bootstrapFetch?: Promise<RdapServices>;
  private readonly pacers = new Map<string, RequestPacer>();
  private readonly heldUntil = new Map<string, number>();

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async lookup(name: string): Promise<Registration> {
    const domain = domainToASCII(name.trim().replace(/\.$/, '')).toLowerCase();
    if (!domain.includes('.')) {
      return { source: 'unreachable', reason: `not a domain name: ${name}` };
    }
    let services: RdapServices;
    try {
      services = await this.services();
    } catch (error) {
      return { source: 'unreachable', reason: `RDAP bootstrap unavailable: ${failureOf(error)}` };
    }
    const base = rdapBaseUrl(services, domain);
    if (!base) return { source: 'unknown' };
    const url = new URL(`domain/${domain}`, base);
    const host = url.host;

    if (this.held(host)) return this.heldAnswer(host);
    await this.pacer(host).take();
    if (this.held(host)) return this.heldAnswer(host);

    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/rdap+json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      return { source: 'unreachable', reason: `${host}: ${failureOf(error)}` };
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return { source: 'not_registered' };
    }
    if (response.status === 429) {
      await response.body?.cancel();
      this.heldUntil.set(host, this.retryAt(response.headers.get('retry-after')));
      return this.heldAnswer(host);
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { source: 'unreachable', reason: `${host} answered HTTP ${response.status}` };
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      return { source: 'unreachable', reason: `${host} sent no JSON: ${failureOf(error)}` };
    }
    return (
      registrationFromRdap(body) ?? {
        source: 'unreachable',
        reason: `${host} did not answer with an RDAP domain object`,
      }
    );
  }

  /** A failed fetch is tried again on the next lookup; a failed refresh keeps the old copy meanwhile. */
  private async services(): Promise<RdapServices> {
    const cached = this.bootstrap;
    if (cached && this.clock.now().getTime() - cached.fetchedAt < DAY_MS) return cached.services;
    this.bootstrapFetch ??= this.fetchBootstrap().finally(() => {
      this.bootstrapFetch = undefined;
    });
    try {
      return await this.bootstrapFetch;
    } catch (error) {
      if (cached) return cached.services;
      throw error;
    }
  }

  private async fetchBootstrap(): Promise<RdapServices> {
    const response = await fetch(this.config.RDAP_BOOTSTRAP_URL, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`HTTP ${response.status}`);
    }
    const services = parseBootstrap(await response.json());
    this.bootstrap = { services, fetchedAt: this.clock.now().getTime() };
    return services;
  }

  private pacer(host: string): RequestPacer {
    let pacer = this.pacers.get(host);
    if (!pacer) {
      pacer = new RequestPacer(REQUESTS_PER_SECOND);
      this.pacers.set(host, pacer);
    }
    return pacer;
  }

  private held(host: string): boolean {
    return this.clock.now().getTime() < (this.heldUntil.get(host) ?? 0);
  }

  private heldAnswer(host: string): Registration {
    const until = new Date(this.heldUntil.get(host) ?? 0).toISOString();
    return { source: 'unreachable', reason: `${host} rate-limited us until ${until}` };
  }

  /** Retry-After in seconds or as an HTTP date (RFC 9110), at most a day away. */
  private retryAt(header: string | null): number {
    const now = this.clock.now().getTime();
    const value = header?.trim() ?? '';
    const wait = /^\d+$/.test(value)
      ? Number(value) * 1000
      : Number.isNaN(Date.parse(value))
        ? DEFAULT_RETRY_AFTER_MS
        : Date.parse(value) - now;
    return now + Math.min(Math.max(wait, 0), DAY_MS);
  }
}

/**
 * Lets at most `perSecond` callers through in any second, in the order they came. Real time, not
 * the Clock: the pace protects another server, and tests move the Clock without waiting.
 */
export class RequestPacer {
  private readonly granted: number[] = [];

  constructor(
    private readonly perSecond: number,
    private readonly time = {
      now: () => performance.now(),
      sleep: (ms: number) => sleep(ms),
    },
  ) {}

  async take(): Promise<void> {
    const now = this.time.now();
    const blocking = this.granted.length >= this.perSecond ? this.granted[0] : undefined;
    const slot = blocking === undefined ? now : Math.max(now, blocking + 1000);
    this.granted.push(slot);
    if (this.granted.length > this.perSecond) this.granted.shift();
    if (slot > now) await this.time.sleep(slot - now);
  }
}

/** The services of an RFC 9224 bootstrap file; throws when it is not one. */
export function parseBootstrap(json: unknown): RdapServices {
  const services = (json as { services?: unknown } | null)?.services;
  if (!Array.isArray(services)) throw new Error('not an RDAP bootstrap file: no services');
  const byLabel: RdapServices = new Map();
  for (const service of services as unknown[]) {
    const [labels, urls] = Array.isArray(service) ? (service as unknown[]) : [];
    if (!isStringList(labels) || !isStringList(urls)) {
      throw new Error('not an RDAP bootstrap file: a service is not [labels, URLs]');
    }
    for (const label of labels) byLabel.set(label.toLowerCase().replace(/^\.|\.$/g, ''), urls);
  }
  return byLabel;
}

/**
 * The base URL (ending in `/`) of the RDAP server for a domain: the longest label suffix the
 * bootstrap lists (RFC 9224 section 4), https preferred.
 */
export function rdapBaseUrl(services: RdapServices, domain: string): string | undefined {
  const labels = domain.toLowerCase().split('.');
  for (let first = 0; first < labels.length; first += 1) {
    const urls = services.get(labels.slice(first).join('.'));
    const url =
      urls?.find((candidate) => candidate.startsWith('https://')) ??
      urls?.find((candidate) => candidate.startsWith('http://'));
    if (url) return url.endsWith('/') ? url : `${url}/`;
  }
  return undefined;
}

/**
 * Registrar, expiry, statuses, and when the name was registered and last moved between registrars
 * (its `registration` and `transfer` events), of an RFC 9083 domain object; undefined when the JSON
 * is not one. Statuses come lower-case and spaced as RFC 8056 maps EPP's (`client transfer prohibited`),
 * also when a server sends EPP's own spelling.
 */
export function registrationFromRdap(
  json: unknown,
): Extract<Registration, { source: 'rdap' }> | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const domain = json as Record<string, unknown>;
  if (domain.objectClassName !== undefined && domain.objectClassName !== 'domain') return undefined;
  const statuses = listOf(domain.status)
    .filter((status): status is string => typeof status === 'string')
    .map((status) =>
      status
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .replace(/\s+/g, ' ')
        .trim()
        .toLowerCase(),
    )
    .filter(Boolean);
  const events = listOf(domain.events);
  const registrar = listOf(domain.entities).find((entity) =>
    listOf(fieldOf(entity, 'roles')).includes('registrar'),
  );
  return {
    source: 'rdap',
    registrar: registrar === undefined ? null : registrarName(registrar),
    expiresAt: eventDate(events, 'expiration'),
    statuses: [...new Set(statuses)],
    registeredAt: eventDate(events, 'registration'),
    transferredAt: eventDate(events, 'transfer'),
  };
}

/** The date of the domain's event with this `eventAction` (RFC 9083 section 4.5), if readable. */
function eventDate(events: unknown[], action: string): string | null {
  const event = events.find((candidate) => fieldOf(candidate, 'eventAction') === action);
  const at = Date.parse(String(fieldOf(event, 'eventDate') ?? ''));
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/** The registrar's name from its vCard (`fn`), else its handle or first public id (IANA id). */
function registrarName(entity: unknown): string | null {
  const [, properties] = listOf(fieldOf(entity, 'vcardArray'));
  const fn = listOf(properties).find((property) => listOf(property)[0] === 'fn');
  const candidates = [
    listOf(fn)[3],
    fieldOf(entity, 'handle'),
    fieldOf(listOf(fieldOf(entity, 'publicIds'))[0], 'identifier'),
  ];
  const name = candidates.find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
  );
  return name?.trim() ?? null;
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function failureOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  if (typeof cause === 'string') return cause;
  return error instanceof Error ? error.message : String(error);
}
