import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config/app-config';
import { SecretBox } from './secret-box';

const box = (key = randomBytes(32).toString('base64')) =>
  new SecretBox(
    loadConfig({ DATABASE_URL: 'postgres://localhost/test', NODE_ENV: 'test', SECRETS_KEY: key }),
  );

describe('sealed secrets', () => {
  it('open under their key and context only, and never hold the plaintext', () => {
    const key = randomBytes(32).toString('base64');
    const sealed = box(key).seal('EPP-9f3k!Zq', 'deal-auth-code:1');
    expect(sealed.toString('latin1')).not.toContain('EPP-9f3k');
    expect(box(key).open(sealed, 'deal-auth-code:1')).toBe('EPP-9f3k!Zq');
    expect(() => box(key).open(sealed, 'deal-auth-code:2')).toThrow();
    expect(() => box().open(sealed, 'deal-auth-code:1')).toThrow();
    expect(box(key).seal('EPP-9f3k!Zq', 'deal-auth-code:1')).not.toEqual(sealed);
  });
});
