import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The SECRETS_KEY of a laptop install: 32 random bytes in base64, made once at `file` (readable by
 * the owner only) and read back on every later start, so that what it sealed opens after a
 * restart.
 */
export function ensureSecretsKey(file: string): string {
  mkdirSync(dirname(file), { recursive: true });
  const key = randomBytes(32).toString('base64');
  try {
    // 'wx' fails when the file exists, so two starts racing never overwrite each other's key.
    writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}
