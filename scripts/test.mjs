// `npm test`: every tier of tests, each an npm script of its own; after each it prints how long the
// tier took, and at the end the time of every tier that ran, so that a run (CI's `.ci/run`
// included) shows where its minutes went. Stops after the first stage with a tier that failed,
// with its exit code.
//
// A stage's tiers run at once: the checks of the first stage each keep one core busy (tsc, ESLint
// and Prettier are single-threaded), so on a two-core machine ESLint, the longest, runs beside the
// type-check and then beside the formatting check and the unit tests (seconds), and the stage
// takes about the time of ESLint. The backend's integration tests (two Jest workers, each waiting
// on PostgreSQL at times: 90% of the cores busy alone) and the front end's (two Vitest workers) run
// together in the second stage: 740 s together against 536 + 248 s one after the other (ADR 43).
// Their output is held and printed whole, one tier after the other, as each ends.
import { spawn } from 'node:child_process';

const STAGES = [
  ['lint:code', 'lint:format', 'typecheck', 'test:unit'],
  ['test:integration', 'test:frontend'],
  ['test:e2e'],
];

const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
const times = [];
const summary = () => times.map(({ tier, seconds }) => `tier ${tier}: ${seconds} s`).join('\n');
const started = Date.now();

/** Runs one tier; alone, its output goes straight to ours, else it is held until the tier ends. */
function runTier(tier, alone) {
  const tierStarted = Date.now();
  const child = spawn(npm[0], [...npm.slice(1), 'run', tier], {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const held = [];
  child.stdout?.on('data', (chunk) => held.push(chunk));
  child.stderr?.on('data', (chunk) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const seconds = Math.round((Date.now() - tierStarted) / 1000);
      if (held.length > 0) process.stdout.write(Buffer.concat(held));
      times.push({ tier, seconds });
      process.stdout.write(`\ntier ${tier}: ${seconds} s${status === 0 ? '' : ' (failed)'}\n`);
      resolve(status);
    });
  });
}

for (const stage of STAGES) {
  const statuses = await Promise.all(stage.map((tier) => runTier(tier, stage.length === 1)));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) {
    process.stdout.write(`\n${summary()}\n`);
    process.exit(failed);
  }
}
process.stdout.write(`\n${summary()}\nnpm test: ${Math.round((Date.now() - started) / 1000)} s\n`);
