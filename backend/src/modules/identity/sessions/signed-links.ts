import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SigningKeys } from './signing-keys';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** What a link was made for: its subject (a user id) and the moment it stops working. */
export interface LinkGrant {
  subject: string;
  expiresAt: Date;
}

/**
 * Links that act for a user without a session (a mail's one-click unsubscribe): the subject and
 * an expiry sealed with AES-256-GCM under a key derived from the token signing key, the purpose
 * bound as associated data, so any api process opens a link any worker wrote. The token is
 * opaque: a forwarded mail or a logged URL shows no user id in any encoding, and a changed or
 * made-up token, or one made for another purpose, does not open.
 */
@Injectable()
export class SignedLinks {
  private readonly key: Buffer;

  constructor(keys: SigningKeys) {
    this.key = keys.derive('sealed-links');
  }

  sign(purpose: string, grant: LinkGrant): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(purpose));
    const sealed = Buffer.concat([
      cipher.update(JSON.stringify({ sub: grant.subject, exp: grant.expiresAt.getTime() })),
      cipher.final(),
    ]);
    return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
  }

  /** What the token was made for, expired or not; undefined when we did not make it for `purpose`. */
  verify(purpose: string, token: string): LinkGrant | undefined {
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES))
      .setAAD(Buffer.from(purpose))
      .setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    let payload: unknown;
    try {
      payload = JSON.parse(
        Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8'),
      );
    } catch {
      return undefined;
    }
    const { sub, exp } = payload as { sub?: unknown; exp?: unknown };
    return typeof sub === 'string' && typeof exp === 'number'
      ? { subject: sub, expiresAt: new Date(exp) }
      : undefined;
  }
}
