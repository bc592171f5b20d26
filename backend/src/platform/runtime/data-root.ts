import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';

/** The repository's root, from backend/src/platform/runtime or dist/src/platform/runtime. */
const REPO_ROOT = join(__dirname, '..', '..', '..', '..');

/**
 * Where `npm start` keeps its local PostgreSQL, Redis and token key: DATA_DIR when set, else
 * .data/ in the repository. The command-line tools look there too.
 */
export function localDataRoot(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATA_DIR ? resolve(env.DATA_DIR) : join(REPO_ROOT, '.data');
}

/** One data folder, one set of queues: two checkouts sharing the local Redis never run each other's jobs. */
export function localQueuePrefix(dataRoot: string): string {
  return `dlm-${createHash('sha256').update(dataRoot).digest('hex').slice(0, 12)}`;
}
