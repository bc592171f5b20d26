import { randomBytes } from 'node:crypto';
import { hashToken, newOpaqueToken, successorToken } from './refresh-token';

describe('opaque tokens', () => {
  it('are 32 random bytes in base64url, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 100 }, newOpaqueToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('are stored as their SHA-256', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('are followed by a successor only the holder of the key can derive, in the same format', () => {
    const token = newOpaqueToken();
    const key = randomBytes(32);
    const successor = successorToken(key, token);
    expect(successorToken(key, token)).toBe(successor);
    expect(successorToken(randomBytes(32), token)).not.toBe(successor);
    expect(Buffer.from(successor, 'base64url')).toHaveLength(32);
  });
});
