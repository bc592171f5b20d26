import { getDataSourceToken } from '@nestjs/typeorm';
import { type DataSource } from 'typeorm';
import { AuditVerifier, verificationReport } from '../../backend/src/modules/audit';
import { EventStore } from '../../backend/src/platform/event-store/event-store';
import { ProjectionRegistry } from '../../backend/src/platform/projections/projection-registry';
import { rebuildProjections } from '../../backend/src/platform/projections/rebuild';
import { boundHeapGrowthForRebuilds } from '../../backend/src/platform/projections/rebuild-heap';
import { rebuildLine } from '../../backend/src/platform/projections/rebuild-command';
import { openAppContext } from './app-context';

/**
 * `node dist/bench/support/rebuild-process.js <rebuild|verify>`, with `DATABASE_URL` and
 * `REDIS_URL`: what `projections:rebuild all` (or `audit:verify`) runs, in a process of its own
 * as those commands are, so that its memory is its own and not the log generator's. Prints one
 * line of JSON: the results, the work's time, the process's CPU seconds and its peak resident
 * memory (`maxRSS`, the whole process's, its start included).
 */
async function main(kind: string): Promise<object> {
  boundHeapGrowthForRebuilds();
  const app = await openAppContext(process.env.DATABASE_URL ?? '', process.env.REDIS_URL);
  try {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    let outcome: object;
    if (kind === 'rebuild') {
      const selected = app.get(ProjectionRegistry).all();
      const results = await rebuildProjections(
        app.get<DataSource>(getDataSourceToken()),
        selected,
        { upcasters: app.get(EventStore).upcasters },
      );
      outcome = {
        results: results.map(({ checkpoint, ...result }) => ({
          ...result,
          checkpoint: checkpoint && { tx: checkpoint.tx, pos: String(checkpoint.pos) },
        })),
        lines: results.map((result, index) => rebuildLine(result, selected[index].mode)),
      };
    } else {
      const verification = await app.get(AuditVerifier).verify();
      outcome = { ok: verification.ok, report: verificationReport(verification) };
    }
    const cpu = process.cpuUsage(cpuBefore);
    return {
      ...outcome,
      seconds: (performance.now() - started) / 1000,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      peakRssBytes: process.resourceUsage().maxRSS * 1024,
    };
  } finally {
    await app.close();
  }
}

main(process.argv[2] ?? '').then(
  (outcome) => {
    process.stdout.write(`${JSON.stringify(outcome)}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    process.stderr.write(`${String((error as Error).stack ?? error)}\n`);
    process.exit(1);
  },
);
