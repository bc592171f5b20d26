import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals the few secrets the site keeps for its users (a domain's transfer auth code), with
 * AES-256-GCM under SECRETS_KEY: the stored bytes hold a version, a random nonce, the tag and the
 * ciphertext, and `context` (what the secret is and whose: `deal-auth-code:<deal id>`) is bound
 * in as associated data, so that a sealed value copied to another row does not open there. No
 * event, log line or read model holds what it seals. Without SECRETS_KEY (outside production) a
 * key made at start-up serves this process only: what it sealed cannot be opened after a restart.
 */
@Injectable()
export class SecretBox {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    if (config.SECRETS_KEY) {
      this.key = Buffer.from(config.SECRETS_KEY, 'base64');
    } else {
      this.key = randomBytes(32);
      new Logger(SecretBox.name).warn(
        'SECRETS_KEY is not set: secrets sealed now open in this process only',
      );
    }
  }

  seal(plaintext: string, context: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ciphertext]);
  }

  /** Throws when the bytes were not sealed under this key and context. */
  open(sealed: Buffer, context: string): string {
    if (sealed[0] !== VERSION) throw new Error('Unknown sealed secret version');
    const iv = sealed.subarray(1, 1 + IV_BYTES);
    const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(tag);
    return Buffer.concat([
      decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }
}
