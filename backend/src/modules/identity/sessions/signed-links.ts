import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SigningKeys } from './signing-keys';

/**
 * Links that act for a user without a session (a mail's one-click unsubscribe): the subject and
 * an HMAC of it under a key derived from the token signing key, so any api process can check a
 * link any worker wrote. A link never expires; what it can do is limited by its purpose.
 */
@Injectable()
export class SignedLinks {
  private readonly key: Buffer;

  constructor(keys: SigningKeys) {
    this.key = keys.derive('signed-links');
  }

  sign(purpose: string, subject: string): string {
    return `${subject}.${this.mac(purpose, subject).toString('base64url')}`;
  }

  /** The subject the token was signed for, or undefined when it was not signed for `purpose`. */
  verify(purpose: string, token: string): string | undefined {
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return undefined;
    const subject = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    const expected = this.mac(purpose, subject);
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? subject
      : undefined;
  }

  private mac(purpose: string, subject: string): Buffer {
    return createHmac('sha256', this.key).update(`${purpose}\n${subject}`).digest();
  }
}
