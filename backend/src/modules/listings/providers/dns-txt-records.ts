import { getServers, promises as dns } from 'node:dns';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { AppConfig } from '../../../platform/config/app-config';

export type TxtLookup =
  | { outcome: 'records'; records: string[] }
  | { outcome: 'none' }
  | { outcome: 'unreachable'; reason: string };

const FIRST_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Answers from a server: the name has no TXT (NXDOMAIN, NODATA). */
const NO_RECORDS = new Set(['ENOTFOUND', 'ENODATA']);
/**
 * Answers too, about the name and not the server: SERVFAIL (the zone's servers failed or DNSSEC
 * did not validate) and a name the resolver cannot even ask about. Another resolver would most
 * likely say the same, and the name may well have records, so these are never "none".
 */
const NAME_UNRESOLVABLE = new Set(['ESERVFAIL', 'EBADNAME', 'EBADQUERY']);

interface Backoff {
  failures: number;
  until: number;
}

/**
 * The TXT records of a name, for ownership proofs, read through real DNS: one resolver per
 * configured server (DNS_SERVERS, or the system's), asked in order. A server that times out,
 * refuses or cannot be reached is skipped for 30 s, then twice as long after each further failure
 * up to an hour, until it answers again. That backoff lives in this process only: each api or
 * worker process learns on its own which servers are down.
 */
@Injectable()
export class DnsTxtRecords {
  private readonly resolvers: Array<{ server: string; resolver: dns.Resolver }>;
  private readonly backoff = new Map<string, Backoff>();

  constructor(
    config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.resolvers = (config.dnsServers ?? getServers()).map((server) => {
      const resolver = new dns.Resolver({ timeout: 2_000, tries: 2 });
      resolver.setServers([server]);
      return { server, resolver };
    });
  }

  async lookupTxt(host: string): Promise<TxtLookup> {
    const failures: string[] = [];
    for (const { server, resolver } of this.resolvers) {
      const backoff = this.backoff.get(server);
      if (backoff && this.clock.now().getTime() < backoff.until) {
        failures.push(`${server} backing off until ${new Date(backoff.until).toISOString()}`);
        continue;
      }
      try {
        const records = await resolver.resolveTxt(host);
        this.backoff.delete(server);
        return { outcome: 'records', records: records.map((chunks) => chunks.join('')) };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
        if (NO_RECORDS.has(code)) {
          this.backoff.delete(server);
          return { outcome: 'none' };
        }
        if (NAME_UNRESOLVABLE.has(code)) {
          this.backoff.delete(server);
          return { outcome: 'unreachable', reason: `${code} from ${server} for ${host}` };
        }
        this.backOff(server);
        failures.push(`${code} from ${server}`);
      }
    }
    return {
      outcome: 'unreachable',
      reason: failures.length > 0 ? failures.join('; ') : 'no DNS server configured',
    };
  }

  /** The servers being skipped now, and until when. */
  serversBackingOff(): Array<{ server: string; until: Date }> {
    const now = this.clock.now().getTime();
    return [...this.backoff]
      .filter(([, backoff]) => backoff.until > now)
      .map(([server, backoff]) => ({ server, until: new Date(backoff.until) }));
  }

  private backOff(server: string): void {
    const now = this.clock.now().getTime();
    const current = this.backoff.get(server);
    // Lookups that were already waiting on the server when it failed count as one failure.
    if (current && now < current.until) return;
    const failures = (current?.failures ?? 0) + 1;
    const delay = Math.min(FIRST_BACKOFF_MS * 2 ** (failures - 1), MAX_BACKOFF_MS);
    this.backoff.set(server, { failures, until: now + delay });
  }
}
