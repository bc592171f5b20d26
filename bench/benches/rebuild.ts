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

/** What `rebuild-process.js` prints of its work. */
interface ProcessOutcome {
  seconds: number;
  cpuSeconds: number;
  peakRssBytes: number;
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
 * own code, then checked by `npm run audit:verify`'s. The figures are the log's events over the
 * time to rebuild them all, each model's own share (folding and copying, or applying; the shared
 * read of the log is in no model's), the peak resident memory of the rebuilding process, and
 * the verification's time against the rebuild's. Both run in processes of their own, as the
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
      await dataSource.query('analyze');
      context.progress(
        `written in ${writeSeconds.toFixed(1)} s (${Math.round(log.events / writeSeconds).toLocaleString('en-US')} events/s): ` +
          `${log.listings.toLocaleString('en-US')} listings, ${log.inquiries.toLocaleString('en-US')} inquiries`,
      );

      // What `projections:rebuild all` runs, then what `audit:verify` runs, each in a process
      // of its own as those commands are.
      const env = { DATABASE_URL: url, REDIS_URL: redisUrl };
      const loadBefore = os.loadavg()[0];
      const serverCpuBefore = await serverCpuSeconds(dataSource);
      const rebuild = await inOwnProcess<
        ProcessOutcome & { results: Array<Omit<RebuildResult, 'checkpoint'>>; lines: string[] }
      >('rebuild', env);
      const serverCpuAfter = await serverCpuSeconds(dataSource);
      const { results, lines } = rebuild;
      // The rebuild's own time, as the command prints it (its process's start is not in it).
      const seconds = results[0].durationMs / 1000;
      const cpu = {
        node: rebuild.cpuSeconds,
        server:
          serverCpuBefore === undefined || serverCpuAfter === undefined
            ? undefined
            : serverCpuAfter - serverCpuBefore,
      };
      for (const line of lines) context.progress(line);

      const verification = await inOwnProcess<ProcessOutcome & { ok: boolean; report: string[] }>(
        'verify',
        env,
      );
      if (!verification.ok)
        throw new Error(`audit:verify failed after the rebuild: ${verification.report.join('; ')}`);
      const verifySeconds = verification.seconds;
      const rebuildPeakRss = rebuild.peakRssBytes;
      const verifyPeakRss = verification.peakRssBytes;
      const perSecond = log.events / seconds;
      const gib = 1024 ** 3;
      return {
        figures: [
          { bench: 'rebuild', label: 'events in the log', value: log.events, unit: '' },
          {
            bench: 'rebuild',
            label: 'load average (1 min) before; after',
            value: loadBefore,
            unit: `; ${os.loadavg()[0].toFixed(1)}`,
            digits: 1,
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
          { bench: 'rebuild', label: 'rebuild of every read model', value: seconds, unit: 's' },
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
            label: 'peak RSS of the rebuilding process',
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
        },
      };
    } finally {
      await app.close();
    }
  },
};
