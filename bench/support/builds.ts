import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { benchDataRoot, REPO_ROOT } from './services';

/** A built checkout whose api and worker a bench runs: this one, or a baseline's clone. */
export interface Build {
  /** `current`, or `baseline`. */
  label: string;
  /** The commit, abbreviated. */
  commit: string;
  /** Its root: `dist/` built, `node_modules/` of its own. */
  root: string;
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

/** This checkout, as `npm run bench` built it. */
export function currentBuild(): Build {
  const commit = git(REPO_ROOT, 'rev-parse', '--short=7', 'HEAD');
  const dirty = git(REPO_ROOT, 'status', '--porcelain', '--untracked-files=no') !== '';
  return { label: 'current', commit: dirty ? `${commit}+` : commit, root: REPO_ROOT };
}

/**
 * The build of `commit` to compare with: a fresh clone of this repository at that commit in
 * `<bench data>/baseline-<commit>`, with its own `npm ci` and `npm run build:backend`, so that it
 * runs with the dependencies it had. Made once and kept (checked to be at that commit).
 */
export function baselineBuild(commit: string, progress: (line: string) => void): Build {
  const sha = git(REPO_ROOT, 'rev-parse', '--verify', `${commit}^{commit}`);
  const short = sha.slice(0, 7);
  const root = join(benchDataRoot(), `baseline-${short}`);
  const built =
    existsSync(join(root, 'dist', 'src', 'main.js')) &&
    existsSync(join(root, 'node_modules')) &&
    git(root, 'rev-parse', 'HEAD') === sha;
  if (!built) {
    progress(`baseline ${short}: cloning, installing and building in ${root}`);
    rmSync(root, { recursive: true, force: true });
    git(REPO_ROOT, 'clone', '--quiet', '--no-checkout', REPO_ROOT, root);
    git(root, 'checkout', '--quiet', sha);
    const npm = (...args: string[]) =>
      execFileSync('npm', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    npm('ci', '--no-audit', '--no-fund', '--loglevel=error');
    npm('run', 'build:backend', '--silent');
  }
  return { label: 'baseline', commit: short, root };
}

/** Applies the migrations of `build` to the database at `url` (its `migrations:run`). */
export function migrateWith(build: Build, url: string): Promise<void> {
  execFileSync(process.execPath, [join(build.root, 'dist', 'src', 'cli', 'migrations-run.js')], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return Promise.resolve();
}
