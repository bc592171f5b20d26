import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What a unit of work (an HTTP request, a job run) carries with it: the correlation id ties
 * together every log line, event and job that one outside cause set off, across processes.
 */
export interface RequestContext {
  correlationId: string;
  /** The personal API token the request came with, recorded in the events it appends. */
  apiTokenId?: string;
}

/** Ids a caller may send in `x-request-id` / `x-correlation-id`; anything else is replaced. */
const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

const storage = new AsyncLocalStorage<RequestContext>();
const IDS = Symbol('requestIds');

interface RequestIds {
  requestId: string;
  correlationId: string;
}

type WithIds = IncomingMessage & { [IDS]?: RequestIds };

export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

export function currentApiTokenId(): string | undefined {
  return storage.getStore()?.apiTokenId;
}

/** The current request came with this personal API token (set by the auth guard). */
export function recordApiTokenOfRequest(apiTokenId: string): void {
  const store = storage.getStore();
  if (store) store.apiTokenId = apiTokenId;
}

/** Runs `work` (and everything it starts) with `correlationId` as the current one. */
export function withCorrelationId<T>(correlationId: string, work: () => T): T {
  return storage.run({ correlationId }, work);
}

/**
 * The request's ids, decided once and echoed in the response headers: the caller's
 * `x-request-id` when well-formed, else a new one; the caller's `x-correlation-id` when
 * well-formed, else the request id. The logger's `genReqId` and the context middleware share them.
 */
export function requestIdsOf(request: IncomingMessage, response: ServerResponse): RequestIds {
  const req = request as WithIds;
  if (req[IDS]) return req[IDS];
  const requestId = wellFormed(request.headers['x-request-id']) ?? randomUUID();
  const correlationId = wellFormed(request.headers['x-correlation-id']) ?? requestId;
  response.setHeader('x-request-id', requestId);
  response.setHeader('x-correlation-id', correlationId);
  req[IDS] = { requestId, correlationId };
  return req[IDS];
}

/** Express middleware: the rest of the request runs inside its context. Mount it first. */
export function requestContextMiddleware(
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
): void {
  withCorrelationId(requestIdsOf(request, response).correlationId, next);
}

function wellFormed(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && INCOMING_ID.test(value) ? value : undefined;
}
