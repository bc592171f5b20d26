import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The access-token signing key of a laptop install: an Ed25519 PKCS#8 PEM created once at `file`
 * (readable by the owner only) and read back on every later start, so sessions survive restarts.
 */
export function ensureJwtPrivateKey(file: string): { pem: string; created: boolean } {
  mkdirSync(dirname(file), { recursive: true });
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  try {
    // 'wx' fails when the file exists, so two starts racing never overwrite each other's key.
    writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
    return { pem, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { pem: readFileSync(file, 'utf8'), created: false };
  }
}
