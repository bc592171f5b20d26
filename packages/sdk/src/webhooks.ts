/** How old a delivery may be before its signature is refused: a replayed old request. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

export interface VerifyWebhookOptions {
  /** The request body exactly as received, before any JSON parsing. */
  rawBody: string | Uint8Array;
  /** The `Dlm-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
  header: string | null | undefined;
  /** The endpoint's signing secret, shown when the endpoint was registered. */
  secret: string;
  toleranceSeconds?: number;
  /** The current time in unix seconds (tests). */
  now?: number;
}

/**
 * Whether a webhook delivery was signed with the endpoint's secret and is recent: the header's
 * `v1` is HMAC-SHA256 over `${t}.${rawBody}` with the secret, and `t` is within the tolerance of
 * now. Web Crypto compares in constant time; it runs in Node 20+, Deno, Bun and browsers.
 */
export async function verifyWebhookSignature(options: VerifyWebhookOptions): Promise<boolean> {
  const parsed = parseSignatureHeader(options.header);
  if (!parsed) return false;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - parsed.timestamp) > (options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS))
    return false;
  const encoder = new TextEncoder();
  const body =
    typeof options.rawBody === 'string' ? encoder.encode(options.rawBody) : options.rawBody;
  const prefix = encoder.encode(`${parsed.timestamp}.`);
  const signed = new Uint8Array(prefix.length + body.length);
  signed.set(prefix);
  signed.set(body, prefix.length);
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(options.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  for (const signature of parsed.signatures) {
    if (await crypto.subtle.verify('HMAC', key, signature, signed)) return true;
  }
  return false;
}

/** `t=1700000000,v1=ab12...` (several `v1` while a secret is being rolled). */
function parseSignatureHeader(
  header: string | null | undefined,
): { timestamp: number; signatures: Uint8Array<ArrayBuffer>[] } | undefined {
  if (!header) return undefined;
  let timestamp: number | undefined;
  const signatures: Uint8Array<ArrayBuffer>[] = [];
  for (const part of header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name === 't' && /^\d+$/.test(value)) timestamp = Number(value);
    if (name === 'v1' && /^([0-9a-f]{2})+$/i.test(value)) signatures.push(fromHex(value));
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures };
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1)
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}
