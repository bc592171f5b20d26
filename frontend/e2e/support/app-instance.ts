import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DnsStandIn } from '../../../backend/test/support/dns-stand-in';
import { RdapStandIn } from '../../../backend/test/support/rdap-stand-in';

/**
 * The one top-level domain the RDAP stand-in serves, which neither the demo catalogue nor the other
 * journeys use: a check of any other name reads its registry as having no RDAP, which suspends
 * nothing. Serving every TLD would answer "not registered" for the seeded names, and a check of
 * one (the daily sweep, Check all) would suspend it under the other journeys' feet.
 */
export const RDAP_TLD = 'shop';

const REPO_ROOT = resolve(__dirname, '..', '..', '..');
const STARTUP_MS = 180_000;
const SHUTDOWN_MS = 20_000;

/**
 * The web port of the app of the worker at `parallelIndex`: E2E_PORT (3100 unless told) for the
 * first, then every tenth port above it.
 */
export function appPort(parallelIndex: number): number {
  return Number(process.env.E2E_PORT ?? 3100) + 10 * parallelIndex;
}

/**
 * One worker's app, started the way `npm start` starts the build (`npm run build` first): embedded
 * PostgreSQL in a fresh data folder, demo seed included, its ownership checks pointed at this
 * worker's DNS and RDAP stand-ins, never the world. Journeys set the stand-ins' answers directly.
 */
export interface AppInstance {
  url: string;
  dns: DnsStandIn;
  rdap: RdapStandIn;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the app at ${url} exited before it answered /health`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app at ${url} did not answer /health within ${STARTUP_MS / 1000} s`);
}

export async function startAppInstance(parallelIndex: number): Promise<AppInstance> {
  const port = appPort(parallelIndex);
  const url = `http://127.0.0.1:${port}`;
  const dns = await DnsStandIn.start();
  const rdap = await RdapStandIn.start([RDAP_TLD]);
  // Run as root, the embedded PostgreSQL runs as `postgres` and must enter the data folder.
  const dataDir = mkdtempSync(join(tmpdir(), 'dlm-e2e-data-'));
  chmodSync(dataDir, 0o755);
  const child = spawn(process.execPath, ['dist/src/start.js'], {
    cwd: REPO_ROOT,
    // A group of its own, so that a stop that outlasts its grace also ends its PostgreSQL.
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: url,
      LOG_LEVEL: 'warn',
      // Each journey sends its own X-Forwarded-For (fixtures.ts), as if behind one proxy.
      TRUST_PROXY: '1',
      DNS_SERVERS: dns.address,
      RDAP_BOOTSTRAP_URL: rdap.bootstrapUrl,
    },
  });
  const stop = async () => {
    child.kill('SIGINT');
    const graceful = await Promise.race([
      exited(child).then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), SHUTDOWN_MS).unref()),
    ]);
    if (!graceful && child.pid !== undefined) {
      process.kill(-child.pid, 'SIGKILL');
      await exited(child);
    }
    await rdap.stop();
    await dns.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dns, rdap, stop };
}
