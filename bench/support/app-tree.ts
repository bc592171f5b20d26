import { spawn, type SpawnOptions } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type AppProcess, type AppProcessEnv, startAppProcess } from './app-process';
import { benchDataRoot, REPO_ROOT } from './services';

/** The accounts a scenario needs beyond signing up, by address. */
export interface TreeAccounts {
  /** Given 10,000 purchased credits each, as `npm run credits:grant` gives them. */
  credits: string[];
  /** Made Pro through the test checkout, as the demo seed does. */
  pro: string[];
}

/**
 * A build of the app that a bench runs: this checkout (`currentTree`), or a commit prepared beside
 * it with the dependencies of its own lockfile (`baselineTree`). Everything that touches the
 * database's schema or the app's handlers is the tree's own: its migrations, its command-line
 * code, its api and worker.
 */
export interface AppTree {
  /** The short commit, with `+changes` for this checkout when it has uncommitted ones. */
  label: string;
  root: string;
  /** Applies the tree's migrations to a fresh database (its `migrations:run`). */
  migrate(databaseUrl: string): Promise<void>;
  /** Credits and Pro plans for accounts signed up, in one process of the tree's own code. */
  prepareAccounts(env: AppProcessEnv, accounts: TreeAccounts): Promise<void>;
  /**
   * The tree's `npm run audit:verify` on the database of `env` (a replay of the whole log against
   * the live read models and the sale rules): whether it passed, and its last lines.
   */
  auditVerify(env: AppProcessEnv): Promise<{ passed: boolean; report: string }>;
  start(kind: 'api' | 'worker', env: AppProcessEnv): Promise<AppProcess>;
}

/** Compiled by `npm run build:bench` beside this file. */
const ACCOUNTS_SCRIPT = join(__dirname, 'tree-accounts.js');
/** Written last in a prepared tree: a tree without it is finished before it is used. */
const READY_MARKER = '.bench-tree-ready';

/** This checkout, as `npm run bench` built it. */
export async function currentTree(): Promise<AppTree> {
  const commit = await git('rev-parse', '--short', 'HEAD');
  // The results a run writes are not a change to what it measures.
  const changes = await git('status', '--porcelain', '--', '.', ':(exclude)bench/results');
  return treeAt(REPO_ROOT, changes === '' ? commit : `${commit}+changes`);
}

/**
 * The tree of commit `rev` in `.data/bench/trees/<sha>` (or `$DATA_DIR/bench/trees/<sha>`):
 * extracted with `git archive`, its dependencies installed by `npm install` (a commit's lockfile
 * may be out of step with its package.json, which `npm ci` refuses) and its backend built, once;
 * a later run finds it ready and reuses it.
 */
export async function baselineTree(
  rev: string,
  progress: (line: string) => void,
): Promise<AppTree> {
  const sha = await git('rev-parse', '--verify', `${rev}^{commit}`).catch(() => {
    throw new Error(`The baseline ${rev} is not a commit of this repository`);
  });
  const label = await git('rev-parse', '--short', sha);
  const root = join(benchDataRoot(), 'trees', sha);
  if (existsSync(join(root, READY_MARKER))) {
    progress(`baseline ${label}: prepared in ${root}`);
    return treeAt(root, label);
  }
  if (!existsSync(join(root, 'package.json'))) {
    progress(`baseline ${label}: extracting into ${root}`);
    await extract(sha, root);
  }
  if (!existsSync(join(root, 'node_modules'))) {
    progress(`baseline ${label}: npm install`);
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: root,
      env: npmEnvironment(),
    });
  }
  if (!existsSync(join(root, 'dist', 'src', 'main.js'))) {
    progress(`baseline ${label}: npm run build:backend`);
    await run('npm', ['run', 'build:backend'], { cwd: root, env: npmEnvironment() });
  }
  writeFileSync(join(root, READY_MARKER), `${sha}\n`);
  progress(`baseline ${label}: ready in ${root}`);
  return treeAt(root, label);
}

function treeAt(root: string, label: string): AppTree {
  return {
    label,
    root,
    migrate: async (databaseUrl) => {
      await run(process.execPath, [join(root, 'dist', 'src', 'cli', 'migrations-run.js')], {
        env: { ...process.env, DATABASE_URL: databaseUrl },
      });
    },
    prepareAccounts: async (env, accounts) => {
      await run(process.execPath, [ACCOUNTS_SCRIPT, root, JSON.stringify(accounts)], {
        env: { ...process.env, ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
      });
    },
    auditVerify: async (env) => {
      const verify = join(root, 'dist', 'src', 'cli', 'audit-verify.js');
      const environment = { ...process.env, ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
      return run(process.execPath, [verify], { env: environment }).then(
        (report) => ({ passed: true, report: lastLines(report) }),
        (error: Error) => ({ passed: false, report: lastLines(error.message) }),
      );
    },
    start: (kind, env) => startAppProcess(kind, env, { root }),
  };
}

function lastLines(text: string, count = 3): string {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(-count)
    .join(' / ');
}

/**
 * The files of commit `sha` in `root`, by way of a directory beside it renamed at the end, so that
 * an interrupted extraction is never taken for a tree.
 */
async function extract(sha: string, root: string): Promise<void> {
  const staging = `${root}.partial`;
  const archive = `${root}.tar`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  mkdirSync(dirname(root), { recursive: true });
  try {
    await run('git', ['archive', '--output', archive, sha], { cwd: REPO_ROOT });
    await run('tar', ['-x', '-f', archive, '-C', staging]);
  } finally {
    rmSync(archive, { force: true });
  }
  rmSync(root, { recursive: true, force: true });
  renameSync(staging, root);
}

/**
 * This process's environment without the `npm_*` variables `npm run bench` set for its own script
 * (they would point the tree's npm at this checkout's configuration), and without NODE_ENV (a
 * production install leaves out the tools the build needs).
 */
function npmEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('npm_') && name !== 'NODE_ENV'),
  );
}

async function git(...args: string[]): Promise<string> {
  return (await run('git', args, { cwd: REPO_ROOT })).trim();
}

/** Runs `command` to its end: its standard output; its output is kept for the error if it fails. */
function run(command: string, args: string[], options: SpawnOptions = {}): Promise<string> {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    output = (output + chunk.toString()).slice(-4000);
  });
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code}):\n${output}`));
    });
  });
}
