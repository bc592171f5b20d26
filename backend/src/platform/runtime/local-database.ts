import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { embeddedPostgresUrl, startEmbeddedPostgres } from '../database/embedded-postgres';
import { localDataRoot } from './data-root';
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

/**
 * For the command-line tools, the database `npm start` uses: DATABASE_URL when set; else the
 * embedded server of DATA_DIR or .data/, the one `npm start` is running, or else started for the length
 * of `run` and stopped after. Sets DATABASE_URL for `run`.
 */
export async function withLocalDatabase<T>(
  env: NodeJS.ProcessEnv,
  run: () => Promise<T>,
  dataDir = join(localDataRoot(env), 'postgres'),
): Promise<T> {
  if (env.DATABASE_URL) return run();
  const port = runningEmbeddedPort(dataDir);
  if (port) {
    env.DATABASE_URL = embeddedPostgresUrl(port);
    return run();
  }
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new StartupError(
      `DATABASE_URL is not set and ${displayPath(dataDir)} holds no database yet: run npm start once (or set DATABASE_URL or DATA_DIR)`,
    );
  }
  const database = await resolveDatabase({ env, dataDir });
  env.DATABASE_URL = database.url;
  try {
    return await run();
  } finally {
    await database.stop();
  }
}

/**
 * The port of the PostgreSQL server running on `dataDir`, read from its postmaster.pid (the
 * server's process id on line 1, its port on line 4), or undefined when none is running there.
 */
export function runningEmbeddedPort(dataDir: string): number | undefined {
  let lines: string[];
  try {
    lines = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return undefined;
  return processExists(pid) ? port : undefined;
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // Running as another user (PostgreSQL runs as "postgres" when started by root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
