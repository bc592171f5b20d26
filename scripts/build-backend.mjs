// Compiles backend/ into dist/ (`nest build`) without ever emptying dist/ first: a running
// `npm start`, worker or script loads its files from there. One build at a time on this checkout
// (a lock in dist/), so that two commands started together build once. Files of an earlier
// build whose source is gone (a renamed migration, say) are removed after the build, since
// nothing may load them any more. `--if-stale` builds only when a source is newer than the last
// build: the README's scripts start at once from a current build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lockfile from 'proper-lockfile';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
/** Written after each successful build: its time is the build's. */
const stamp = join(dist, '.backend-built');
/** What the build reads besides backend/. */
const inputs = ['nest-cli.json', 'tsconfig.json', 'package-lock.json'].map((file) =>
  join(root, file),
);
/** The folders of dist/ that `nest build` writes (its sourceRoot is backend/). */
const outputs = ['src', 'migrations'].map((folder) => join(dist, folder));

function* files(folder) {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

function newestSource() {
  let newest = 0;
  for (const path of [...files(join(root, 'backend')), ...inputs])
    if (existsSync(path)) newest = Math.max(newest, statSync(path).mtimeMs);
  return newest;
}

function isCurrent() {
  return existsSync(stamp) && statSync(stamp).mtimeMs >= newestSource();
}

function build() {
  const started = Date.now();
  execFileSync(process.execPath, [join(root, 'node_modules', '.bin', 'nest'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const folder of outputs)
    for (const path of files(folder)) if (statSync(path).mtimeMs < started) rmSync(path);
  writeFileSync(stamp, '');
}

mkdirSync(dist, { recursive: true });
const release = await lockfile.lock(dist, {
  lockfilePath: join(dist, '.build.lock'),
  retries: { retries: 120, minTimeout: 250, maxTimeout: 1000 },
  stale: 120_000,
});
try {
  if (!(process.argv.includes('--if-stale') && isCurrent())) build();
} finally {
  await release();
}
