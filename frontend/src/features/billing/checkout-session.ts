export interface CheckoutSession {
  url: string | null;
  sessionId: string | null;
}

const URL_FIELDS = ['url', 'checkout_url', 'redirect_url'] as const;
const SESSION_ID_FIELDS = ['sessionId', 'session_id', 'id'] as const;

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function firstString(
  sources: (Record<string, unknown> | null)[],
  fields: readonly string[],
): string | null {
  for (const source of sources) {
    for (const field of fields) {
      const value = source?.[field];
      if (typeof value === 'string' && value.length > 0) return value;
    }
  }
  return null;
}

/**
 * Reads a create-session answer as the spec's client does (section 7): the address and the session
 * id in `data`, or beside it at the top level, each under one of its alternate names.
 */
export function readCheckoutSession(answer: unknown): CheckoutSession {
  const body = asRecord(answer);
  const sources = [asRecord(body?.data), body];
  return {
    url: firstString(sources, URL_FIELDS),
    sessionId: firstString(sources, SESSION_ID_FIELDS),
  };
}

/** Only an absolute http(s) address is followed. */
export function isCheckoutUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
