import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../backend/src/platform/database/embedded-postgres';
import { REPO_ROOT } from './services';

export interface AppProcess {
  /** `http://127.0.0.1:<port>` for the api; undefined for a worker. */
  url: string | undefined;
  /** The process's id, for its resident memory (`residentMegabytes`). */
  pid?: number;
  /**
   * The heap's used MiB after a full garbage collection, for a process started with `heapProbe`
   * (`heap-probe.ts`).
   */
  heapMegabytesAfterGc(): Promise<number>;
  stop(): Promise<void>;
}

/** The resident memory of process `pid` now, in MiB (Linux: `VmRSS` of /proc/<pid>/status). */
export async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}

export interface AppProcessEnv {
  DATABASE_URL: string;
  REDIS_URL?: string;
  JWT_PRIVATE_KEY: string;
  QUEUE_PREFIX: string;
}

/**
 * `node dist/src/main.js` or `dist/src/worker.js` (`npm run api`, `npm run worker`) as production
 * runs them, behind one trusted proxy hop so that each request can name its own client address.
 * Its last output is kept for the error when it dies. `root` is the checkout whose build runs:
 * this one, or a baseline's (`app-tree.ts`).
 */
export async function startAppProcess(
  kind: 'api' | 'worker',
  env: AppProcessEnv & { METRICS_TOKEN?: string },
  options: { heapProbe?: boolean; root?: string } = {},
): Promise<AppProcess> {
  const port = kind === 'api' ? await freePort() : undefined;
  return launch(
    kind,
    join(options.root ?? REPO_ROOT, 'dist', 'src', kind === 'api' ? 'main.js' : 'worker.js'),
    port,
    60,
    {
      ...env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      ...(port && { PORT: String(port) }),
    },
    options.heapProbe ? HEAP_PROBE_ARGUMENTS : [],
  );
}

const HEAP_PROBE_ARGUMENTS = ['--expose-gc', '--require', join(__dirname, 'heap-probe.js')];

/**
 * `node dist/src/start.js` as `npm start` runs it after its build: the api and the worker in one
 * process with the demo catalogue, its data (embedded PostgreSQL) in `dataDir`, serving `webDir`.
 */
export async function startAllInOne(
  dataDir: string,
  webDir: string,
): Promise<AppProcess & { url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The first start makes the database and writes the demo catalogue before it listens.
  const app = await launch(
    'npm start',
    join(REPO_ROOT, 'dist', 'src', 'start.js'),
    port,
    START_SECONDS,
    {
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      PORT: String(port),
      SITE_URL: url,
    },
  );
  return { ...app, url };
}

const START_SECONDS = 180;

/** Runs `script` (its path) and waits for its /health when it listens on `port`. */
async function launch(
  kind: string,
  script: string,
  port: number | undefined,
  seconds: number,
  env: NodeJS.ProcessEnv,
  nodeArguments: string[] = [],
): Promise<AppProcess> {
  const probed = nodeArguments.length > 0;
  const child = spawn(process.execPath, [...nodeArguments, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', ...(probed ? (['ipc'] as const) : [])],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await stopChild(child);
  };
  const url = port ? `http://127.0.0.1:${port}` : undefined;
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The ${kind} process exited: ${output}`);
    if (!url) break;
    const answered = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The ${kind} process did not answer /health within ${seconds} s: ${output}`);
    }
    await sleep(200);
  }
  const heapMegabytesAfterGc = async () => {
    if (!probed) throw new Error(`The ${kind} process was started without the heap probe`);
    const answer = new Promise<{ heapUsedBytes: number }>((resolve) =>
      child.once('message', resolve),
    );
    child.send('heap');
    return (await answer).heapUsedBytes / 2 ** 20;
  };
  return { url, pid: child.pid, heapMegabytesAfterGc, stop };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
