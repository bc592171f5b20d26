import {
  createHash,
  createPublicKey,
  type JsonWebKey,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';

/**
 * Compact JWS (RFC 7515/7519) with EdDSA (Ed25519) or ES256, on node:crypto.
 *
 * jose 6 is published as ECMAScript modules only, and the Jest setup on Node 20 cannot load it, so
 * the few steps we need are written here against RFC 7515/7518/7519/7638 (ADR 0004).
 */
export type JwsAlgorithm = 'EdDSA' | 'ES256';

export interface AccessTokenClaims {
  sub: string;
  sid: string;
  role: string;
  iss: string;
  aud: string;
  iat: number;
  exp: number;
}

export class JwtVerificationError extends Error {}

export function algorithmFor(key: KeyObject): JwsAlgorithm {
  if (key.asymmetricKeyType === 'ed25519') return 'EdDSA';
  if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1')
    return 'ES256';
  throw new Error('The signing key must be an Ed25519 or P-256 (ES256) private key');
}

/** The public JWK without private members, as published in the JWKS. */
export function publicJwk(publicKey: KeyObject): JsonWebKey {
  const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
  return y === undefined ? { kty, crv, x } : { kty, crv, x, y };
}

/** RFC 7638 thumbprint: SHA-256 over the required members in lexicographic order. */
export function jwkThumbprint(jwk: JsonWebKey): string {
  const members =
    jwk.kty === 'EC'
      ? { crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y }
      : { crv: jwk.crv, kty: jwk.kty, x: jwk.x };
  return createHash('sha256').update(JSON.stringify(members)).digest('base64url');
}

const encodeJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signJwt(
  claims: AccessTokenClaims,
  privateKey: KeyObject,
  header: { alg: JwsAlgorithm; kid: string },
): string {
  const signingInput = `${encodeJson({ ...header, typ: 'JWT' })}.${encodeJson(claims)}`;
  const signature = sign(
    header.alg === 'EdDSA' ? null : 'sha256',
    Buffer.from(signingInput),
    header.alg === 'EdDSA' ? privateKey : { key: privateKey, dsaEncoding: 'ieee-p1363' },
  );
  return `${signingInput}.${signature.toString('base64url')}`;
}

export interface VerifyOptions {
  publicKeys: ReadonlyMap<string, { key: KeyObject; alg: JwsAlgorithm }>;
  issuer: string;
  audience: string;
  now: Date;
  /** Seconds of clock skew tolerated on `exp` and `iat`. */
  clockTolerance: number;
}

/** Checks signature (by `kid`), `alg`, `iss`, `aud`, `exp` and `iat`; returns the claims. */
export function verifyJwt(token: string, options: VerifyOptions): AccessTokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 4096) throw new JwtVerificationError('malformed');
  const [encodedHeader, encodedPayload, encodedSignature] = parts;
  const header = parseJson(encodedHeader) as { alg?: unknown; kid?: unknown; crit?: unknown };
  if (typeof header.kid !== 'string' || header.crit !== undefined)
    throw new JwtVerificationError('unsupported header');
  const entry = options.publicKeys.get(header.kid);
  if (!entry || header.alg !== entry.alg) throw new JwtVerificationError('unknown key');
  const valid = verify(
    entry.alg === 'EdDSA' ? null : 'sha256',
    Buffer.from(`${encodedHeader}.${encodedPayload}`),
    entry.alg === 'EdDSA' ? entry.key : { key: entry.key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(encodedSignature, 'base64url'),
  );
  if (!valid) throw new JwtVerificationError('bad signature');
  const claims = parseJson(encodedPayload) as Partial<AccessTokenClaims>;
  const now = Math.floor(options.now.getTime() / 1000);
  if (claims.iss !== options.issuer) throw new JwtVerificationError('wrong issuer');
  if (claims.aud !== options.audience) throw new JwtVerificationError('wrong audience');
  if (typeof claims.exp !== 'number' || claims.exp + options.clockTolerance <= now)
    throw new JwtVerificationError('expired');
  if (typeof claims.iat !== 'number' || claims.iat - options.clockTolerance > now)
    throw new JwtVerificationError('issued in the future');
  if (
    typeof claims.sub !== 'string' ||
    typeof claims.sid !== 'string' ||
    typeof claims.role !== 'string'
  )
    throw new JwtVerificationError('missing claims');
  return claims as AccessTokenClaims;
}

function parseJson(segment: string): unknown {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new JwtVerificationError('not an object');
    return value;
  } catch {
    throw new JwtVerificationError('malformed');
  }
}

export function publicKeyOf(privateKey: KeyObject): KeyObject {
  return createPublicKey(privateKey);
}
