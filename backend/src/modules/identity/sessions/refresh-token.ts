import { createHash, createHmac, randomBytes } from 'node:crypto';

/** Opaque refresh tokens: 32 random bytes, base64url; only their SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The refresh token that replaces `token` at rotation: an HMAC under a key only the server holds,
 * so presenting `token` again during the grace period yields the same successor without storing it.
 */
export function successorToken(key: Buffer, token: string): string {
  return createHmac('sha256', key).update(token).digest('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How long a just-rotated refresh token still yields its successor (two tabs refreshing at once);
 * presented later, or after its successor was used or revoked, it revokes the whole family.
 */
export const ROTATION_GRACE_MS = 10_000;
export const ACCESS_TOKEN_AUDIENCE = 'authenticated';
