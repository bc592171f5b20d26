import { spawn } from 'node:child_process';
import os from 'node:os';
import { join } from 'node:path';
import { getDataSourceToken } from '@nestjs/typeorm';
import { type DataSource } from 'typeorm';
import { EventStore } from '../../backend/src/platform/event-store/event-store';
import { type RebuildResult } from '../../backend/src/platform/projections/rebuild';
import { openAppContext } from '../support/app-context';
import { serverCpuSeconds } from '../support/cpu';
import { type Bench } from '../support/bench';
import { generateLog } from '../support/generator';
import { scaled } from '../support/scale';
import { REPO_ROOT } from '../support/services';

const TARGET_PER_SECOND = 50_000;
/** Rebuilds of the same log, one after another; the median one's figures are reported. */
const RUNS = 3;

/** What `rebuild-process.js` prints of its work. */
interface ProcessOutcome {
  seconds: number;
  cpuSeconds: number;
  peakRssBytes: number;
}

/** What it prints of a rebuild. */
interface RebuildOutcome extends ProcessOutcome {
  results: Array<Omit<RebuildResult, 'checkpoint'>>;
  lines: string[];
}

/** One rebuild of the log: what its process printed, its own time, and the machine around it. */
interface RebuildRun extends RebuildOutcome {
  /** The rebuild's own time, as the command prints it (its process's start is not in it). */
  rebuildSeconds: number;
  loadBefore: number;
  loadAfter: number;
  /** PostgreSQL's CPU seconds while it ran, where the server's processes can be read. */
  serverCpu: number | undefined;
}

/**
 * Brings the server to rest before a run: vacuums and analyzes the database (the log just written,
 * the tables the last run rebuilt) and writes every dirty page out, so that no run pays for the
 * upkeep of the writes before it (autovacuum would visit them during the next run, and the
 * checkpointer write their pages out), as an operator's rebuild of a settled log does not.
 * Answers the seconds it took.
 */
async function settle(dataSource: DataSource): Promise<number> {
  const started = performance.now();
  await dataSource.query('vacuum (analyze)');
  await dataSource.query('checkpoint');
  return (performance.now() - started) / 1000;
}

/** Runs `rebuild-process.js <kind>` on the bench's database and answers what it printed. */
async function inOwnProcess<T extends ProcessOutcome>(
  kind: 'rebuild' | 'verify',
  env: NodeJS.ProcessEnv,
): Promise<T> {
  const script = join(REPO_ROOT, 'dist', 'bench', 'support', 'rebuild-process.js');
  const child = spawn(process.execPath, [script, kind], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`The ${kind} process exited with ${code}: ${errors}`);
  return JSON.parse(output.trim().split('\n').at(-1) ?? '') as T;
}

/**
 * A marketplace's log of 1,000,000 events (listings, credits, inquiries, users, in the proportions
 * of generator.ts), then every read model rebuilt from it by `npm run projections:rebuild -- all`'s
 * own code, three times, then checked by `npm run audit:verify`'s. The figures are those of the
 * median rebuild: the log's events over the time to rebuild them all, each model's own share
 * (folding and copying, or applying; the shared read of the log is in no model's); beside them
 * each rebuild's time, the highest peak resident memory of the rebuilding processes, and the
 * verification's time against the median rebuild's. Each runs in a process of its own, as the
 * commands do (`rebuild-process.ts`); the log is written by this one.
 */
export const rebuildBench: Bench = {
  name: 'rebuild',
  summary: 'every read model rebuilt from a generated log of 1,000,000 events',
  async run(context) {
    const { url } = await context.database();
    const { redisUrl } = await context.services();
    const app = await openAppContext(url, redisUrl);
    try {
      const dataSource = app.get<DataSource>(getDataSourceToken());
      const events = scaled(context.settings, 1_000_000, 1_000);
      context.progress(`writing a log of ${events.toLocaleString('en-US')} events`);
      const writeStarted = performance.now();
      const log = await generateLog(new EventStore(dataSource), { events, now: new Date() });
      const writeSeconds = (performance.now() - writeStarted) / 1000;
      context.progress(
        `written in ${writeSeconds.toFixed(1)} s (${Math.round(log.events / writeSeconds).toLocaleString('en-US')} events/s): ` +
          `${log.listings.toLocaleString('en-US')} listings, ${log.inquiries.toLocaleString('en-US')} inquiries`,
      );

      // What `projections:rebuild all` runs, RUNS times, then what `audit:verify` runs, each in
      // a process of its own as those commands are. The median run is the figure: the machine's
      // speed drifts by a fifth from one minute to the next (docs/benchmarks.md).
      const env = { DATABASE_URL: url, REDIS_URL: redisUrl };
      const runs: RebuildRun[] = [];
      const settling: number[] = [];
      for (let run = 1; run <= RUNS; run++) {
        settling.push(await settle(dataSource));
        const loadBefore = os.loadavg()[0];
        const serverCpuBefore = await serverCpuSeconds(dataSource);
        const outcome = await inOwnProcess<RebuildOutcome>('rebuild', env);
        const serverCpuAfter = await serverCpuSeconds(dataSource);
        const rebuilt: RebuildRun = {
          ...outcome,
          rebuildSeconds: outcome.results[0].durationMs / 1000,
          loadBefore,
          loadAfter: os.loadavg()[0],
          serverCpu:
            serverCpuBefore === undefined || serverCpuAfter === undefined
              ? undefined
              : serverCpuAfter - serverCpuBefore,
        };
        runs.push(rebuilt);
        context.progress(
          `rebuild ${run} of ${RUNS}, after ${settling[run - 1].toFixed(1)} s of vacuum and checkpoint: ` +
            `${rebuilt.rebuildSeconds.toFixed(1)} s, ` +
            `${Math.round(log.events / rebuilt.rebuildSeconds).toLocaleString('en-US')} events/s`,
        );
      }
      const bySpeed = [...runs].sort((a, b) => a.rebuildSeconds - b.rebuildSeconds);
      const median = bySpeed[Math.floor(RUNS / 2)];
      const { results, lines, rebuildSeconds: seconds } = median;
      const cpu = { node: median.cpuSeconds, server: median.serverCpu };
      for (const line of lines) context.progress(line);

      settling.push(await settle(dataSource));
      const verification = await inOwnProcess<ProcessOutcome & { ok: boolean; report: string[] }>(
        'verify',
        env,
      );
      if (!verification.ok)
        throw new Error(`audit:verify failed after the rebuild: ${verification.report.join('; ')}`);
      const verifySeconds = verification.seconds;
      const rebuildPeakRss = Math.max(...runs.map((run) => run.peakRssBytes));
      const verifyPeakRss = verification.peakRssBytes;
      const perSecond = log.events / seconds;
      const gib = 1024 ** 3;
      return {
        figures: [
          { bench: 'rebuild', label: 'events in the log', value: log.events, unit: '' },
          {
            bench: 'rebuild',
            label: 'load average (1 min) before; after (the median run)',
            value: median.loadBefore,
            unit: `; ${median.loadAfter.toFixed(1)}`,
            digits: 1,
          },
          {
            bench: 'rebuild',
            label: `each of the ${RUNS} rebuilds, fastest to slowest`,
            value: bySpeed[0].rebuildSeconds,
            unit: `s; ${bySpeed
              .slice(1)
              .map((run) => `${run.rebuildSeconds.toFixed(1)} s`)
              .join('; ')}`,
          },
          {
            bench: 'rebuild',
            label: `vacuum, analyze and checkpoint before each run (the ${RUNS} rebuilds, audit:verify)`,
            value: settling[0],
            unit: `s; ${settling
              .slice(1)
              .map((secs) => `${secs.toFixed(1)} s`)
              .join('; ')}`,
          },
          ...results.map((result) => ({
            bench: 'rebuild',
            label: `${result.projection}: ${result.way === 'fold' ? 'fold + copy' : 'apply'}`,
            value: (result.applyMs + result.writeMs) / 1000,
            unit: 's',
            digits: 2,
          })),
          {
            bench: 'rebuild',
            label: 'waiting for the shared read of the log',
            value: results[0].readMs / 1000,
            unit: 's',
            digits: 2,
          },
          {
            bench: 'rebuild',
            label: "indexes built (each table's once its rows are written)",
            value: results[0].indexMs / 1000,
            unit: 's',
            digits: 2,
          },
          {
            bench: 'rebuild',
            label: 'rebuild of every read model (median)',
            value: seconds,
            unit: 's',
          },
          {
            bench: 'rebuild',
            label: 'CPU while rebuilding: its process',
            value: cpu.node,
            unit: 's',
          },
          ...(cpu.server === undefined
            ? []
            : [
                {
                  bench: 'rebuild',
                  label: 'CPU while rebuilding: PostgreSQL',
                  value: cpu.server,
                  unit: 's',
                },
              ]),
          {
            bench: 'rebuild',
            label: 'events replayed per second',
            value: perSecond,
            unit: '/s',
            target: `>= ${TARGET_PER_SECOND.toLocaleString('en-US')}/s`,
            pass: perSecond >= TARGET_PER_SECOND,
          },
          {
            bench: 'rebuild',
            label: 'peak RSS of the rebuilding process (highest run)',
            value: rebuildPeakRss / gib,
            unit: 'GiB',
            digits: 2,
            target: '< 1 GiB',
            pass: rebuildPeakRss < gib,
          },
          { bench: 'rebuild', label: 'audit:verify', value: verifySeconds, unit: 's' },
          {
            bench: 'rebuild',
            label: 'audit:verify / rebuild',
            value: verifySeconds / seconds,
            unit: 'x',
            digits: 2,
            target: '<= 1.5x',
            pass: verifySeconds / seconds <= 1.5,
          },
          {
            bench: 'rebuild',
            label: 'peak RSS of the verifying process',
            value: verifyPeakRss / gib,
            unit: 'GiB',
            digits: 2,
          },
        ],
        details: {
          log,
          writeSeconds,
          rebuildOutput: lines,
          results,
          runs: runs.map((run) => ({
            seconds: run.rebuildSeconds,
            cpuSeconds: run.cpuSeconds,
            serverCpuSeconds: run.serverCpu,
            peakRssBytes: run.peakRssBytes,
            loadBefore: run.loadBefore,
            loadAfter: run.loadAfter,
          })),
        },
      };
    } finally {
      await app.close();
    }
  },
};
