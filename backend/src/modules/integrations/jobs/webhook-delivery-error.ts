import { PrivateWebhookTargetError } from './webhook-target';

/**
 * Why an attempt failed, as its seller is told: one of a few classes, never the socket's own
 * error (its message, an address, a port or what the other end sent), so that deliveries cannot
 * tell apart what listens on a port beyond whether it answers HTTP.
 */
export const DELIVERY_ERRORS = {
  notAllowed: 'target not allowed',
  dns: 'DNS name not found',
  refused: 'connection refused',
  timedOut: 'timed out',
  tls: 'TLS error',
  notHttp: 'no HTTP response',
  failed: 'connection failed',
} as const;

/** A non-2xx answer. */
export function httpStatusError(status: number): string {
  return `HTTP ${status}`;
}

const HTTP_STATUS_ERROR = /^HTTP \d{3}$/;

const TIMEOUT_CODES = new Set([
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_NODATA', 'ENODATA']);
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|ERR_OSSL_|CERT_|UNABLE_TO_|EPROTO$|DEPTH_ZERO_|SELF_SIGNED_)/;
/** The connection was made but closed, reset or answered with something that is not HTTP. */
const NOT_HTTP_CODE = /^(UND_ERR_SOCKET|UND_ERR_CLOSED|ECONNRESET|EPIPE|HPE_)/;

/** The class of an error code (node's, undici's, or one recorded before errors were classed). */
function classOfCode(code: string | undefined): string {
  if (code === undefined) return DELIVERY_ERRORS.failed;
  if (code === 'ECONNREFUSED') return DELIVERY_ERRORS.refused;
  if (TIMEOUT_CODES.has(code) || code === 'timeout') return DELIVERY_ERRORS.timedOut;
  if (DNS_CODES.has(code)) return DELIVERY_ERRORS.dns;
  if (TLS_CODE.test(code)) return DELIVERY_ERRORS.tls;
  if (NOT_HTTP_CODE.test(code)) return DELIVERY_ERRORS.notHttp;
  if (code === 'private address') return DELIVERY_ERRORS.notAllowed;
  return DELIVERY_ERRORS.failed;
}

/** The class of what `fetch` (or the check of the target before it) threw. */
export function deliveryErrorOf(error: unknown): string {
  if (error instanceof PrivateWebhookTargetError) return DELIVERY_ERRORS.notAllowed;
  const { name, code, cause } = error as {
    name?: unknown;
    code?: unknown;
    cause?: { code?: unknown; message?: unknown };
  };
  // The send's AbortSignal.timeout: a DOMException, not always an Error of this realm.
  if (name === 'TimeoutError') return DELIVERY_ERRORS.timedOut;
  // fetch refuses the ports browsers refuse (the Fetch standard's "bad port") with no code.
  if (cause?.message === 'bad port') return DELIVERY_ERRORS.notAllowed;
  const found = code ?? cause?.code;
  return classOfCode(typeof found === 'string' ? found : undefined);
}

/** A recorded error as the seller is shown it: its class, also for one recorded unclassed. */
export function shownDeliveryError(recorded: string | null): string | null {
  if (recorded === null || HTTP_STATUS_ERROR.test(recorded)) return recorded;
  return (Object.values(DELIVERY_ERRORS) as string[]).includes(recorded)
    ? recorded
    : classOfCode(recorded);
}
