import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The marker a write leaves in the browser (ADR 0045): for a few seconds after it, the browser's
 * requests read the primary, so that a seller who has just written never reads a replica that
 * has not replayed the write yet. It carries nothing secret.
 */
export const READ_PRIMARY_COOKIE = 'dlm_read_primary';

/** The methods that write: their answers set the marker. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The methods whose requests may read a replica, when they carry no marker. */
const READS = new Set(['GET', 'HEAD']);

const replicaAllowed = new AsyncLocalStorage<true>();

/**
 * Whether the current unit of work may read a replica: only an HTTP read that carries no marker
 * of a recent write. Everything else (writes, jobs, projections, the command line) reads the
 * primary.
 */
export function mayReadReplica(): boolean {
  return replicaAllowed.getStore() === true;
}

/**
 * Express middleware deciding where a request's public reads go (ReadDatabase): a write's answer
 * sets the marker for `afterWriteSeconds`; a read without the marker runs where the replica is
 * allowed. Mount it before the routes.
 */
export function readRoutingMiddleware(afterWriteSeconds: number) {
  const marker = `${READ_PRIMARY_COOKIE}=1; Max-Age=${afterWriteSeconds}; Path=/; HttpOnly; SameSite=Lax`;
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const method = request.method ?? 'GET';
    if (WRITES.has(method)) response.appendHeader('Set-Cookie', marker);
    if (READS.has(method) && !carriesMarker(request)) replicaAllowed.run(true, next);
    else next();
  };
}

function carriesMarker(request: IncomingMessage): boolean {
  return (request.headers.cookie ?? '')
    .split(';')
    .some((cookie) => cookie.trim() === `${READ_PRIMARY_COOKIE}=1`);
}
