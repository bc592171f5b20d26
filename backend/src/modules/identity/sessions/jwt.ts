import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, jwtVerify, SignJWT } from 'jose';

/** Access tokens are compact JWS (jose) signed with EdDSA (Ed25519) or ES256 (P-256). */
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

/** RFC 7638 thumbprint, used as the key id. */
export function jwkThumbprint(jwk: JsonWebKey): Promise<string> {
  return calculateJwkThumbprint(jwk as Parameters<typeof calculateJwkThumbprint>[0], 'sha256');
}

export function signJwt(
  claims: AccessTokenClaims,
  privateKey: KeyObject,
  header: { alg: JwsAlgorithm; kid: string },
): Promise<string> {
  return new SignJWT({ sid: claims.sid, role: claims.role })
    .setProtectedHeader({ ...header, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(claims.iss)
    .setAudience(claims.aud)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(privateKey);
}

export interface VerifyOptions {
  publicKeys: ReadonlyMap<string, { key: KeyObject; alg: JwsAlgorithm }>;
  issuer: string;
  audience: string;
  now: Date;
  /** Seconds of clock skew tolerated on `exp` and `iat`. */
  clockTolerance: number;
}

/** Checks signature (key by `kid`, algorithm pinned to it), `iss`, `aud`, `exp`; returns the claims. */
export async function verifyJwt(token: string, options: VerifyOptions): Promise<AccessTokenClaims> {
  if (token.length > 4096) throw new JwtVerificationError('malformed');
  try {
    const { payload } = await jwtVerify(
      token,
      (header) => {
        const entry = header.kid ? options.publicKeys.get(header.kid) : undefined;
        if (!entry || header.alg !== entry.alg) throw new JwtVerificationError('unknown key');
        return entry.key;
      },
      {
        issuer: options.issuer,
        audience: options.audience,
        currentDate: options.now,
        clockTolerance: options.clockTolerance,
        algorithms: ['EdDSA', 'ES256'],
        requiredClaims: ['sub', 'sid', 'role', 'iat', 'exp'],
      },
    );
    if (typeof payload.sid !== 'string' || typeof payload.role !== 'string')
      throw new JwtVerificationError('missing claims');
    return payload as unknown as AccessTokenClaims;
  } catch (error) {
    if (error instanceof JwtVerificationError) throw error;
    throw new JwtVerificationError((error as Error).message);
  }
}

export function publicKeyOf(privateKey: KeyObject): KeyObject {
  return createPublicKey(privateKey);
}
