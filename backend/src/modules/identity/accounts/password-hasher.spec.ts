import { PasswordHasher } from './password-hasher';

describe('the password hash', () => {
  const hasher = new PasswordHasher();

  it('is argon2id at OWASP’s minimum cost (19 MiB, 2 passes, 1 lane), salted, and verifies', async () => {
    const stored = await hasher.hash('correct horse battery');
    const [, algorithm, version, parameters] = stored.split('$');
    expect([algorithm, version]).toEqual(['argon2id', 'v=19']);
    expect(parameters.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
    expect(await hasher.hash('correct horse battery')).not.toBe(stored);
    expect(await hasher.verify(stored, 'correct horse battery')).toBe(true);
    expect(await hasher.verify(stored, 'wrong horse battery')).toBe(false);
    expect(await hasher.verify('not a hash', 'correct horse battery')).toBe(false);
  });
});
