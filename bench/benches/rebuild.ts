import os from 'node:os';
import { getDataSourceToken } from '@nestjs/typeorm';
import { type DataSource } from 'typeorm';
import { EventStore } from '../../backend/src/platform/event-store/event-store';
import { ProjectionRegistry } from '../../backend/src/platform/projections/projection-registry';
import { AuditVerifier, verificationReport } from '../../backend/src/modules/audit';
import { rebuildProjections } from '../../backend/src/platform/projections/rebuild';
import { boundHeapGrowthForRebuilds } from '../../backend/src/platform/projections/rebuild-heap';
import { rebuildLine } from '../../backend/src/platform/projections/rebuild-command';
import { openAppContext } from '../support/app-context';
import { ownCpuSeconds, serverCpuSeconds } from '../support/cpu';
import { type Bench } from '../support/bench';
import { generateLog } from '../support/generator';
import { scaled } from '../support/scale';

const TARGET_PER_SECOND = 50_000;

/** The process's resident memory, sampled every 50 ms until `stop`, which answers the peak. */
function sampleMemory(): { stop(): number } {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage.rss());
    },
  };
}

/**
 * A marketplace's log of 1,000,000 events (listings, credits, inquiries, users, in the proportions
 * of generator.ts), then every read model rebuilt from it by `npm run projections:rebuild -- all`'s
 * own code, then checked by `npm run audit:verify`'s. The figures are the log's events over the
 * time to rebuild them all, each model's own share (folding and copying, or applying; the shared
 * read of the log is in no model's), the peak resident memory of the process, and the
 * verification's time against the rebuild's.
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

      // What `projections:rebuild all` runs, then what `audit:verify` runs, with the process's
      // resident memory sampled throughout (the rebuild folds its rows in this process) and its
      // heap held as those commands hold theirs.
      boundHeapGrowthForRebuilds();
      const registry = app.get(ProjectionRegistry);
      const selected = registry.all();
      const loadBefore = os.loadavg()[0];
      const memory = sampleMemory();
      const cpuBefore = { node: ownCpuSeconds(), server: await serverCpuSeconds(dataSource) };
      const started = performance.now();
      const results = await rebuildProjections(dataSource, selected, {
        upcasters: app.get(EventStore).upcasters,
      });
      const seconds = (performance.now() - started) / 1000;
      const rebuildPeakRss = memory.stop();
      const serverCpuAfter = await serverCpuSeconds(dataSource);
      const cpu = {
        node: ownCpuSeconds() - cpuBefore.node,
        server:
          cpuBefore.server === undefined || serverCpuAfter === undefined
            ? undefined
            : serverCpuAfter - cpuBefore.server,
      };
      const lines = results.map((result, index) => rebuildLine(result, selected[index].mode));
      for (const line of lines) context.progress(line);

      const verifyMemory = sampleMemory();
      const verifyStarted = performance.now();
      const verification = await app.get(AuditVerifier).verify();
      const verifySeconds = (performance.now() - verifyStarted) / 1000;
      const verifyPeakRss = verifyMemory.stop();
      if (!verification.ok)
        throw new Error(
          `audit:verify failed after the rebuild: ${verificationReport(verification).join('; ')}`,
        );
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
            label: 'indexes built after the load',
            value: results[0].indexMs / 1000,
            unit: 's',
            digits: 2,
          },
          { bench: 'rebuild', label: 'rebuild of every read model', value: seconds, unit: 's' },
          {
            bench: 'rebuild',
            label: 'CPU while rebuilding: this process',
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
            label: 'peak RSS while rebuilding',
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
            label: 'peak RSS while verifying',
            value: verifyPeakRss / gib,
            unit: 'GiB',
            digits: 2,
          },
        ],
        details: {
          log,
          writeSeconds,
          rebuildOutput: lines,
          results: results.map(({ checkpoint, ...result }) => ({
            ...result,
            checkpoint: checkpoint && { tx: checkpoint.tx, pos: String(checkpoint.pos) },
          })),
        },
      };
    } finally {
      await app.close();
    }
  },
};
