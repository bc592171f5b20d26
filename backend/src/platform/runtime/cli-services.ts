import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localDataRoot, localQueuePrefix } from './data-root';
import { withLocalDatabase } from './local-database';
import { LOCAL_REDIS_URL, redisAnswers } from './local-redis';

/**
 * Runs a command-line tool on what `npm start` uses when the environment names no database: the
 * embedded PostgreSQL of DATA_DIR or .data/ (running or not), the local Redis when it answers,
 * and the same queue prefix, token key and secrets key.
 */
export async function withLocalServices<T>(
  env: NodeJS.ProcessEnv,
  run: () => Promise<T>,
): Promise<T> {
  if (!env.DATABASE_URL) {
    const dataRoot = localDataRoot(env);
    if (!env.REDIS_URL && (await redisAnswers(LOCAL_REDIS_URL))) env.REDIS_URL = LOCAL_REDIS_URL;
    env.QUEUE_PREFIX ||= localQueuePrefix(dataRoot);
    const keyFile = join(dataRoot, 'jwt-private.pem');
    if (!env.JWT_PRIVATE_KEY && existsSync(keyFile))
      env.JWT_PRIVATE_KEY = readFileSync(keyFile, 'utf8');
    const secretsFile = join(dataRoot, 'secrets.key');
    if (!env.SECRETS_KEY && existsSync(secretsFile))
      env.SECRETS_KEY = readFileSync(secretsFile, 'utf8').trim();
  }
  return withLocalDatabase(env, run);
}
