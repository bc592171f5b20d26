import {
  createPrivateKey,
  generateKeyPairSync,
  hkdfSync,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import {
  type AccessTokenClaims,
  algorithmFor,
  jwkThumbprint,
  type JwsAlgorithm,
  publicJwk,
  publicKeyOf,
  signJwt,
  verifyJwt,
} from './jwt';
import { ACCESS_TOKEN_AUDIENCE } from './refresh-token';

/** Seconds of clock skew between API processes that a token's `exp` and `iat` tolerate. */
const CLOCK_TOLERANCE_SECONDS = 5;

export interface Jwks {
  keys: Array<JsonWebKey & { kid: string; alg: JwsAlgorithm; use: 'sig' }>;
}

/**
 * The access-token signing key (and the refresh-token successor key derived from it):
 * JWT_PRIVATE_KEY (PKCS#8 PEM, Ed25519 or P-256), or outside production a key pair generated at
 * start-up (tokens then do not outlive the process).
 */
@Injectable()
export class SigningKeys implements OnModuleInit {
  private readonly logger = new Logger('Identity');
  private readonly privateKey: KeyObject;
  private readonly alg: JwsAlgorithm;
  private kid = '';
  private readonly jwk: JsonWebKey;
  private readonly publicKey: KeyObject;
  private publicKeys = new Map<string, { key: KeyObject; alg: JwsAlgorithm }>();
  /** Derives refresh-token successors: every API process holding the signing key derives the same. */
  readonly refreshTokenKey: Buffer;

  constructor(private readonly config: AppConfig) {
    if (config.JWT_PRIVATE_KEY) {
      this.privateKey = createPrivateKey({ key: config.JWT_PRIVATE_KEY, format: 'pem' });
    } else {
      if (config.isProduction) throw new Error('JWT_PRIVATE_KEY is required in production');
      this.privateKey = generateKeyPairSync('ed25519').privateKey;
      this.logger.warn(
        'JWT_PRIVATE_KEY is not set: access tokens are signed with a key generated at start-up',
      );
    }
    this.alg = algorithmFor(this.privateKey);
    this.publicKey = publicKeyOf(this.privateKey);
    this.jwk = publicJwk(this.publicKey);
    this.refreshTokenKey = this.derive('refresh-token-successor');
  }

  /** A 32-byte key for `purpose`, the same in every process that holds the signing key. */
  derive(purpose: string): Buffer {
    return Buffer.from(
      hkdfSync('sha256', this.privateKey.export({ type: 'pkcs8', format: 'der' }), '', purpose, 32),
    );
  }

  async onModuleInit(): Promise<void> {
    this.kid = await jwkThumbprint(this.jwk);
    this.publicKeys = new Map([[this.kid, { key: this.publicKey, alg: this.alg }]]);
  }

  sign(claims: Omit<AccessTokenClaims, 'iss' | 'aud'>): Promise<string> {
    return signJwt(
      { ...claims, iss: this.config.siteUrl, aud: ACCESS_TOKEN_AUDIENCE },
      this.privateKey,
      { alg: this.alg, kid: this.kid },
    );
  }

  /** Throws JwtVerificationError unless the token is ours, for us, and unexpired at `now`. */
  verify(token: string, now: Date): Promise<AccessTokenClaims> {
    return verifyJwt(token, {
      publicKeys: this.publicKeys,
      issuer: this.config.siteUrl,
      audience: ACCESS_TOKEN_AUDIENCE,
      now,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
  }

  jwks(): Jwks {
    return { keys: [{ ...this.jwk, kid: this.kid, alg: this.alg, use: 'sig' }] };
  }
}
