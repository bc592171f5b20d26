import { getDataSourceToken } from '@nestjs/typeorm';
import { type DataSource } from 'typeorm';
import { EventStore } from '../../backend/src/platform/event-store/event-store';
import { ProjectionRegistry } from '../../backend/src/platform/projections/projection-registry';
import { runRebuildCommand } from '../../backend/src/platform/projections/rebuild-command';
import { openAppContext } from '../support/app-context';
import { type Bench } from '../support/bench';
import { generateLog } from '../support/generator';
import { scaled } from '../support/scale';

const TARGET_PER_SECOND = 50_000;

/**
 * A marketplace's log of 1,000,000 events (listings, credits, inquiries, users, in the proportions
 * of generator.ts), then every read model rebuilt from it by `npm run projections:rebuild -- all`'s
 * own code. The figure is the log's events over the time to rebuild them all.
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

      const lines: string[] = [];
      const started = performance.now();
      const code = await runRebuildCommand(
        'all',
        {
          registry: app.get(ProjectionRegistry),
          dataSource,
          upcasters: app.get(EventStore).upcasters,
        },
        { out: (line) => lines.push(line), err: (line) => lines.push(line) },
      );
      if (code !== 0) throw new Error(`projections:rebuild all failed: ${lines.join('; ')}`);
      for (const line of lines) context.progress(line);
      const seconds = (performance.now() - started) / 1000;
      const perSecond = log.events / seconds;
      return {
        figures: [
          { bench: 'rebuild', label: 'events in the log', value: log.events, unit: '' },
          { bench: 'rebuild', label: 'rebuild of every read model', value: seconds, unit: 's' },
          {
            bench: 'rebuild',
            label: 'events replayed per second',
            value: perSecond,
            unit: '/s',
            target: `>= ${TARGET_PER_SECOND.toLocaleString('en-US')}/s`,
            pass: perSecond >= TARGET_PER_SECOND,
          },
        ],
        details: { log, writeSeconds, rebuildOutput: lines },
      };
    } finally {
      await app.close();
    }
  },
};
