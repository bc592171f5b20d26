import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { waitFor } from './wait-for';

export const ROOT = join(__dirname, '..', '..', '..');

/** Compiles the backend into dist/ as `npm run build:backend` does, for tests that run its processes. */
export function buildBackend(): void {
  execFileSync(process.execPath, [join(ROOT, 'node_modules', '.bin', 'nest'), 'build'], {
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

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
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
