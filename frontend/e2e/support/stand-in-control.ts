import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { DnsStandIn } from '../../../backend/test/support/dns-stand-in';
import type { EscrowStandIn } from '../../../backend/test/support/escrow-stand-in';
import type { RdapStandIn } from '../../../backend/test/support/rdap-stand-in';

const MAX_BODY_BYTES = 64 * 1024;

async function jsonBody(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > MAX_BODY_BYTES) throw new Error('body too large');
  }
  return JSON.parse(text) as unknown;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

interface Registration {
  registrar: string;
  expiresAt: string;
  statuses: string[];
}

function isRegistration(value: unknown): value is Registration {
  if (typeof value !== 'object' || value === null) return false;
  const { registrar, expiresAt, statuses } = value as Record<string, unknown>;
  return (
    typeof registrar === 'string' &&
    typeof expiresAt === 'string' &&
    !Number.isNaN(Date.parse(expiresAt)) &&
    isStringList(statuses)
  );
}

/**
 * A loopback HTTP endpoint through which a journey, in its own worker process, sets what the
 * stand-ins (held by the runner's global setup) answer:
 *
 * - `PUT /dns/txt/<host>` with `{ "values": [...] }`: the TXT records of `host`;
 * - `PUT /rdap/domain/<name>` with `{ "registrar", "expiresAt", "statuses": [...] }`: its
 *   registration;
 * - `POST /escrow/<name>/<step>`, a step being `secure`, `ship`, `accept` or `disburse`: the
 *   Escrow.com transaction of that name moves on, as Escrow.com would move it, and the answer is
 *   `{ "id": <transaction id> }`, for the journey to call its app's webhook with.
 *
 * The PUTs answer 204, a bad body 400, an unknown transaction 404, anything else 404.
 */
export async function startStandInControl(
  dns: DnsStandIn,
  rdap: RdapStandIn,
  escrow: EscrowStandIn,
  port: number,
): Promise<Server> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const answer = (status: number, message?: string) => {
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(message);
    };
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://control').pathname);
    const txtHost = /^\/dns\/txt\/([^/]+)$/.exec(path)?.[1];
    const rdapName = /^\/rdap\/domain\/([^/]+)$/.exec(path)?.[1];
    const escrowStep = /^\/escrow\/([^/]+)\/(secure|ship|accept|disburse)$/.exec(path);
    const handle = async () => {
      if (txtHost && request.method === 'PUT') {
        const body = await jsonBody(request);
        const values = (body as { values?: unknown } | null)?.values;
        if (!isStringList(values)) return answer(400, 'Expected { "values": string[] }');
        dns.setTxt(txtHost, values);
        return answer(204);
      }
      if (rdapName && request.method === 'PUT') {
        const body = await jsonBody(request);
        if (!isRegistration(body))
          return answer(400, 'Expected { "registrar", "expiresAt", "statuses" }');
        rdap.setDomain(rdapName, { ...body, expiresAt: new Date(body.expiresAt) });
        return answer(204);
      }
      if (escrowStep && request.method === 'POST') {
        const [, name, step] = escrowStep;
        let id: number;
        try {
          id = escrow.transactionFor(name).id;
        } catch (error) {
          return answer(404, String(error));
        }
        escrow[step as 'secure' | 'ship' | 'accept' | 'disburse'](id);
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ id }));
      }
      return answer(404, 'Not found');
    };
    handle().catch((error: unknown) => answer(400, String(error)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
