// `npm test`: every tier of tests, one after another, each an npm script of its own; after each
// it prints how long the tier took, and at the end the time of every tier that ran, so that a run
// (CI's `.ci/run` included) shows where its minutes went. Stops at the first tier that fails, with
// its exit code.
import { spawnSync } from 'node:child_process';

const TIERS = ['lint', 'typecheck', 'test:unit', 'test:integration', 'test:frontend', 'test:e2e'];

const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
const times = [];
const summary = () => times.map(({ tier, seconds }) => `tier ${tier}: ${seconds} s`).join('\n');
const started = Date.now();

for (const tier of TIERS) {
  const tierStarted = Date.now();
  const { status } = spawnSync(npm[0], [...npm.slice(1), 'run', tier], {
    stdio: 'inherit',
  });
  const seconds = Math.round((Date.now() - tierStarted) / 1000);
  times.push({ tier, seconds });
  process.stdout.write(`\ntier ${tier}: ${seconds} s${status === 0 ? '' : ' (failed)'}\n`);
  if (status !== 0) {
    process.stdout.write(`\n${summary()}\n`);
    process.exit(status ?? 1);
  }
}
process.stdout.write(`\n${summary()}\nnpm test: ${Math.round((Date.now() - started) / 1000)} s\n`);
