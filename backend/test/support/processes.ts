import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { waitFor } from './wait-for';

export const ROOT = join(__dirname, '..', '..', '..');

/**
 * Compiles the backend into dist/ with `npm run build:backend`'s script, for the tests that run its
 * processes: once per run, by the global setup, and only when a source is newer than the last
 * build (the e2e tier of `npm test` then uses the same build).
 */
export function buildBackend(): void {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build-backend.mjs'), '--if-stale'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
}

/** `node dist/src/<script>.js` with the given environment added, its output discarded. */
export function startProcess(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [join(ROOT, 'dist', 'src', `${script}.js`)], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    stdio: 'ignore',
  });
}

/** Stops a child process for good and waits until it has exited. */
export async function killProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** The lowest port the system hands to outgoing connections (Linux's default if unknown). */
function lowestEphemeralPort(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0]);
  } catch {
    return 32_768;
  }
}

/** Whether a server can listen on `port` of the loopback interface now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Every port `freePort` has answered in this process. */
const handedOut = new Set<number>();

/**
 * A TCP port nothing listens on right now, below the range the system takes local ports of
 * outgoing connections from: a port of that range (what `listen(0)` answers) can be taken by any
 * connection opened before the process meant to listen on it has started, and a test's api then
 * never answers (the likely cause of one CI run's scale-out test waiting in vain for its api on
 * 46090). Never the same port twice in one test process, so that two processes started together
 * do not get one port.
 */
export async function freePort(): Promise<number> {
  const lowest = 20_000;
  const highest = lowestEphemeralPort() - 1;
  for (;;) {
    const port = lowest + Math.floor(Math.random() * (highest - lowest));
    if (!handedOut.has(port) && (await canListen(port))) {
      handedOut.add(port);
      return port;
    }
  }
}

/** Waits until `GET {base}/health` answers 200. */
export function waitForHealth(base: string): Promise<void> {
  return waitFor(
    async () => (await fetch(`${base}/health`).catch(() => undefined))?.status === 200,
    `${base} answers /health`,
    { timeoutMs: 60_000, intervalMs: 200 },
  );
}

/** This machine's first IPv4 address that is not loopback: a client there is another machine's. */
export function networkAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
  if (!address) throw new Error('This machine has no IPv4 address besides loopback');
  return address;
}
