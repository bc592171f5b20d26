import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  appUrl,
  DNS_SERVERS,
  E2E_WORKERS,
  ESCROW_ACCOUNT,
  ESCROW_API_URL,
  ESCROW_WEBHOOK_TOKEN,
  RDAP_BOOTSTRAP_URL,
} from './support/stand-in-addresses';

/** A fresh data folder; run as root, the embedded PostgreSQL runs as `postgres` and must enter it. */
function freshDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'dlm-e2e-data-'));
  chmodSync(dataDir, 0o755);
  return dataDir;
}

/**
 * Browser journeys against the built app (`npm run build`), started the way `npm start` starts it:
 * embedded PostgreSQL in a fresh data directory, demo seed included. Debian's Chromium drives it.
 * Each worker has an app of its own (`baseURL` in fixtures.ts), with its own data and queues: the
 * journeys of a file run in order on one worker, as they did on one app, and two files never share
 * a database.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // The DNS, RDAP and Escrow.com stand-ins the web servers are pointed at, and their control endpoint.
  globalSetup: './support/global-setup.ts',
  outputDir: join(tmpdir(), 'dlm-e2e-results'),
  use: {
    // Recording a trace of every journey, to keep the failed ones, cost an eighth of the tier's
    // time (offers and seller journeys: 78 s with traces, 66 s without); a failure still leaves
    // its screenshot and page snapshot. E2E_TRACE=1 records them when hunting a failure.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: 'node dist/src/start.js',
    cwd: resolve(__dirname, '..', '..'),
    url: `${appUrl(index)}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGINT' as const, timeout: 20_000 },
    env: {
      PORT: new URL(appUrl(index)).port,
      DATA_DIR: freshDataDir(),
      SITE_URL: appUrl(index),
      LOG_LEVEL: 'warn',
      // Each journey sends its own X-Forwarded-For (fixtures.ts), as if behind one proxy.
      TRUST_PROXY: '1',
      // Ownership checks ask the stand-ins (support/global-setup.ts), never the world.
      DNS_SERVERS,
      RDAP_BOOTSTRAP_URL,
      // Escrow by API against the Escrow.com stand-in; its webhook is called by the journeys.
      ESCROW_EMAIL: ESCROW_ACCOUNT.email,
      ESCROW_API_KEY: ESCROW_ACCOUNT.apiKey,
      ESCROW_WEBHOOK_TOKEN,
      ESCROW_API_URL,
      ESCROW_WEB_URL: 'https://www.escrow-sandbox.com',
    },
  })),
});
