import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT } from '../support/processes';
import { waitFor } from '../support/wait-for';

/** Nothing names a database: the tools must find npm start's own, as npm start does. */
const NO_DATABASE = { DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'silent' };

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

function runCli(script: string, args: string[], dataDir: string): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(ROOT, 'dist', 'src', 'cli', `${script}.js`), ...args],
      { env: { ...process.env, ...NO_DATABASE, DATA_DIR: dataDir } },
      (error, stdout, stderr) =>
        resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr }),
    );
  });
}

/**
 * `npm run <script> -- args` in the checkout at `root`, as a developer types it in a second shell.
 */
function runNpm(root: string, script: string, args: string[], dataDir: string): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', script, '--', ...args],
      { cwd: root, env: { ...process.env, ...NO_DATABASE, DATA_DIR: dataDir } },
      (error, stdout, stderr) =>
        resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr }),
    );
  });
}

/**
 * A checkout of its own (the backend's sources and build files, the packages linked), so that
 * its builds never touch the dist/ the other test files run their processes from.
 */
function scratchCheckout(): string {
  const root = mkdtempSync(join(tmpdir(), 'dlm-checkout-'));
  for (const path of ['backend', 'scripts', 'package.json', 'package-lock.json', 'nest-cli.json'])
    cpSync(join(ROOT, path), join(root, path), { recursive: true, preserveTimestamps: true });
  cpSync(join(ROOT, 'tsconfig.json'), join(root, 'tsconfig.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'));
  return root;
}

/** `npm start` (node dist/src/start.js) on `dataDir`; resolves once it answers, with its output. */
async function startServer(dataDir: string, port: number, root = ROOT) {
  const output: string[] = [];
  const child = spawn(process.execPath, [join(root, 'dist', 'src', 'start.js')], {
    env: { ...process.env, ...NO_DATABASE, DATA_DIR: dataDir, PORT: String(port), SITE_URL: '' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  // A first start creates the database cluster and applies every migration: allow it time.
  await waitFor(
    async () =>
      (await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined))?.status === 200,
    `npm start on port ${port} answers /health`,
    { timeoutMs: 240_000, intervalMs: 250 },
  );
  return { child, output: () => output.join('') };
}

/** Ctrl-C: the server stops its embedded PostgreSQL too, as a developer's would. */
async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

async function signUp(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'correct-horse-battery',
      full_name: 'Grant Receiver',
      accepted_terms: true,
      marketing_consent: false,
    }),
  });
  const body = (await response.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

async function availableCredits(base: string, token: string): Promise<number> {
  const response = await fetch(`${base}/api/user/profile`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { available_credits: number } }).data
    .available_credits;
}

describe('the command-line tools on the embedded database of npm start', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'dlm-cli-data-'));
    // As root, the embedded PostgreSQL runs as "postgres" and must enter the folder.
    chmodSync(dataDir, 0o755);
  }, 120_000);

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('credits:grant reaches the running server’s database, and the stopped one’s after', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const email = `granted-${randomUUID().slice(0, 8)}@example.com`;

    const server = await startServer(dataDir, port);
    expect(server.output()).toContain(
      `Site address (SITE_URL) in mailed links and payment returns: http://localhost:${port}`,
    );
    const token = await signUp(base, email);
    const whileRunning = await runCli('credits-grant', [email, '3'], dataDir);
    expect(whileRunning).toMatchObject({ code: 0, stderr: '' });
    expect(whileRunning.stdout).toMatch(new RegExp(`^Granted 3 credits to ${email}`));
    expect(await availableCredits(base, token)).toBe(3);
    await stopServer(server.child);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const whileStopped = await runCli('credits-grant', [email, '2'], dataDir);
    expect(whileStopped).toMatchObject({ code: 0, stderr: '' });
    expect(whileStopped.stdout).toMatch(new RegExp(`^Granted 2 credits to ${email}`));
    // The server the tool started for itself is stopped again.
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const restarted = await startServer(dataDir, port);
    try {
      expect(await availableCredits(base, token)).toBe(5);
    } finally {
      await stopServer(restarted.child);
    }
  }, 600_000);

  it('runs two scripts at once beside a running server, building once and deleting nothing it loads', async () => {
    const root = scratchCheckout();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const email = `twice-${randomUUID().slice(0, 8)}@example.com`;
    let server: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      expect((await runNpm(root, 'build:backend', [], dataDir)).code).toBe(0);
      server = await startServer(dataDir, port, root);
      const token = await signUp(base, email);
      // A source newer than the build: each script finds a build due.
      rmSync(join(root, 'dist', '.backend-built'), { force: true });

      const runs = await Promise.all([
        runNpm(root, 'credits:grant', [email, '3'], dataDir),
        runNpm(root, 'credits:grant', [email, '4'], dataDir),
      ]);
      for (const run of runs) {
        expect(run.code).toBe(0);
        expect(run.stdout).toMatch(new RegExp(`Granted \\d credits to ${email}`));
        // The build's own line, if this one built; nothing else.
        expect(run.stderr).toMatch(/^(Successfully compiled: \d+ files with swc .*\n)?$/);
      }
      expect(runs.filter((run) => run.stderr.includes('Successfully compiled'))).toHaveLength(1);
      expect(await availableCredits(base, token)).toBe(7);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
    } finally {
      if (server) await stopServer(server.child);
      rmSync(root, { recursive: true, force: true });
    }
  }, 600_000);

  it('says what to do when the data folder holds no database yet', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'dlm-cli-empty-'));
    try {
      const run = await runCli('credits-grant', ['someone@example.com', '1'], empty);
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(
        `DATABASE_URL is not set and ${join(empty, 'postgres')} holds no database yet: run npm start once (or set DATABASE_URL or DATA_DIR)`,
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
