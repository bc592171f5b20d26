import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '../../../platform/auth/api-token-scopes';

const VISIBLE_CHARACTERS = 8;

/** A new token: `dlm_` and 256 random bits, its visible prefix, and the hash that is stored. */
export function newApiTokenSecret(): { token: string; prefix: string; hash: string } {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return {
    token,
    prefix: token.slice(0, API_TOKEN_PREFIX.length + VISIBLE_CHARACTERS),
    hash: apiTokenHash(token),
  };
}

/**
 * SHA-256, not a password hash: the token has 256 random bits, so a fast hash is as safe and
 * lets the token be found by its hash on every request.
 */
export function apiTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
