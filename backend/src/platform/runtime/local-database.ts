import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { displayPath, StartupError } from './print';

export const EMBEDDED_POSTGRES_PORT = 5433;

export interface DatabaseChoice {
  url: string;
  /** One line for the start-up output. */
  summary: string;
  stop(): Promise<void>;
}

/**
 * DATABASE_URL when set; otherwise a real PostgreSQL from the embedded-postgres package with its
 * data kept in `dataDir` across restarts (port 5433 when free, else any free port).
 */
export async function resolveDatabase(options: {
  env: NodeJS.ProcessEnv;
  dataDir: string;
}): Promise<DatabaseChoice> {
  const { env, dataDir } = options;
  if (env.DATABASE_URL) {
    return { url: env.DATABASE_URL, summary: 'PostgreSQL: DATABASE_URL', stop: async () => {} };
  }
  mkdirSync(dirname(dataDir), { recursive: true });
  const log: string[] = [];
  const server = await startEmbeddedPostgres({
    dataDir,
    port: EMBEDDED_POSTGRES_PORT,
    persistent: true,
    onLog: (message) => log.push(String(message)),
  }).catch((error: unknown) => {
    throw new StartupError(
      `PostgreSQL: the embedded server in ${displayPath(dataDir)} did not start: ${failureReason(log, error)}`,
    );
  });
  return {
    url: server.url,
    summary: `PostgreSQL: embedded, data in ${displayPath(dataDir)}`,
    stop: () => stopEmbedded(server.stop, dataDir),
  };
}

/** The line of PostgreSQL's own output that says why, else the library's message. */
function failureReason(log: string[], error: unknown): string {
  const reason =
    log
      .join('')
      .split('\n')
      .map((line) => line.replace(/^\[STDERR\]\s*/, '').trim())
      .find((line) => /^(FATAL|PANIC|initdb: error)|\bFATAL:/.test(line)) ??
    String((error as { message?: unknown } | undefined)?.message ?? 'it exited').split('\n', 1)[0];
  return process.getuid?.() === 0 && /permission denied/i.test(reason)
    ? `${reason} (as root, PostgreSQL runs as the user "postgres", which must be able to reach this folder)`
    : reason;
}

/**
 * embedded-postgres waits for its server's 'exit' event, which never comes when the server already
 * went (a Ctrl-C reaches the whole process group; `nest start --watch` kills the process tree).
 * PostgreSQL removes postmaster.pid as the last step of a clean shutdown, so that ends the wait too.
 */
async function stopEmbedded(stop: () => Promise<void>, dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  const stopping = stop().then(() => true);
  stopping.catch(() => undefined); // its failure is raised below unless the server is gone first
  for (;;) {
    const stopped = await Promise.race([stopping, sleep(50).then(() => false)]);
    if (stopped || !existsSync(pidFile)) return;
  }
}
