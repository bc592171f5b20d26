import 'reflect-metadata';
import { ConfigError, loadConfig } from '../platform/config/app-config';
import { runMigrations } from '../platform/database/migrate';
import { withLocalDatabase } from '../platform/runtime/local-database';
import { firstLine, printError, printLine, StartupError } from '../platform/runtime/print';

/**
 * `npm run migrations:run`: applies pending migrations to DATABASE_URL (else to the embedded
 * database of npm start, running or not) and names each one.
 */
async function migrate(): Promise<void> {
  // Only the database matters here; the other settings belong to the api and worker processes.
  const config = loadConfig({ DATABASE_URL: process.env.DATABASE_URL });
  const applied = await runMigrations(config.DATABASE_URL);
  if (applied.length === 0) printLine('Migrations: none pending');
  for (const name of applied) printLine(`Migrations: applied ${name}`);
}

withLocalDatabase(process.env, migrate).catch((error: unknown) => {
  printError(
    error instanceof ConfigError || error instanceof StartupError
      ? error.message
      : `Migrations: ${firstLine(error)}`,
  );
  process.exit(1);
});
