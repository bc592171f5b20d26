import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import { type DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { ConfigError, loadConfig } from '../platform/config/app-config';
import { EventStore } from '../platform/event-store/event-store';
import { ProjectionRegistry } from '../platform/projections/projection-registry';
import { runRebuildCommand } from '../platform/projections/rebuild-command';

/**
 * `npm run projections:rebuild -- <name|all>`: drops the named read model(s) and builds them again
 * from the event log. Async projections must not be running in a worker at the same time.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: ['error', 'warn'],
  });
  try {
    return await runRebuildCommand(
      process.argv[2],
      {
        registry: app.get(ProjectionRegistry),
        dataSource: app.get<DataSource>(getDataSourceToken()),
        upcasters: app.get(EventStore).upcasters,
      },
      {
        out: (line) => process.stdout.write(`${line}\n`),
        err: (line) => process.stderr.write(`${line}\n`),
      },
    );
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : String((error as Error).stack ?? error)}\n`,
    );
    process.exit(1);
  },
);
