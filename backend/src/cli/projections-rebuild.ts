import 'reflect-metadata';
import { getDataSourceToken } from '@nestjs/typeorm';
import { type DataSource } from 'typeorm';
import { EventStore } from '../platform/event-store/event-store';
import { ProjectionRegistry } from '../platform/projections/projection-registry';
import { runRebuildCommand } from '../platform/projections/rebuild-command';
import { boundHeapGrowthForRebuilds } from '../platform/projections/rebuild-heap';
import { runCli, STDIO, withAppContext } from './run-cli';

/**
 * `npm run projections:rebuild -- <name|all>`: drops the named read model(s) and builds them again
 * from the event log, while the api and the workers keep running.
 */
boundHeapGrowthForRebuilds();
runCli(() =>
  withAppContext((app) =>
    runRebuildCommand(
      process.argv[2],
      {
        registry: app.get(ProjectionRegistry),
        dataSource: app.get<DataSource>(getDataSourceToken()),
        upcasters: app.get(EventStore).upcasters,
      },
      STDIO,
    ),
  ),
);
