import 'reflect-metadata';
import { join } from 'node:path';
import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ApiProcessModule } from './api-process.module';
import { MarketplaceWarmUp } from './modules/marketplace';
import { ConfigError, loadConfig } from './platform/config/app-config';
import { runMigrations } from './platform/database/migrate';
import { configureApp } from './platform/http/configure-app';
import { localDataRoot, localQueuePrefix } from './platform/runtime/data-root';
import { ensureJwtPrivateKey } from './platform/runtime/jwt-key';
import { ensureSecretsKey } from './platform/runtime/secrets-key';
import { resolveDatabase } from './platform/runtime/local-database';
import { resolveRedis } from './platform/runtime/local-redis';
import {
  describeFailure,
  displayPath,
  printError,
  printLine,
  StartupError,
} from './platform/runtime/print';
import { claimShutdownSignals, StartedServices } from './platform/runtime/shutdown';
import { builtWebDir } from './platform/web/web.module';
import { seedDemoData } from './seed/demo-seed';
import { HISTORY_DAYS } from './seed/demo-history';

/**
 * `npm start`: the api and the worker in one process, on a laptop with nothing configured.
 * PostgreSQL, Redis and the token key are whatever the environment gives, else local ones kept in
 * .data/, or DATA_DIR when set (see docs/adr/0003-embedded-default.md).
 */
const repoRoot = join(__dirname, '..', '..');
const dataRoot = localDataRoot();
const started = new StartedServices();

async function start(): Promise<void> {
  const env = process.env;

  const database = await resolveDatabase({ env, dataDir: join(dataRoot, 'postgres') });
  started.add('PostgreSQL', database.stop);
  printLine(database.summary);

  const redis = await resolveRedis({ env, dataDir: join(dataRoot, 'redis') });
  started.add('Redis', redis.stop);
  printLine(redis.summary);

  env.DATABASE_URL = database.url;
  if (redis.url) env.REDIS_URL = redis.url;
  env.QUEUE_PREFIX ||= localQueuePrefix(dataRoot);
  env.JWT_PRIVATE_KEY ||= ensureJwtPrivateKey(join(dataRoot, 'jwt-private.pem')).pem;
  env.SECRETS_KEY ||= ensureSecretsKey(join(dataRoot, 'secrets.key'));
  env.WEB_DIST_DIR ||= join(repoRoot, 'frontend', 'dist');
  env.NODE_ENV ||= 'development';
  env.LOG_LEVEL ||= 'warn';
  const config = loadConfig(env);

  const applied = await runMigrations(config.DATABASE_URL);
  if (applied.length > 0) printLine(`Migrations: applied ${applied.join(', ')}`);

  if (!builtWebDir(config)) {
    printLine(
      `Web app: ${displayPath(config.WEB_DIST_DIR ?? '')} has no build, serving the API only (npm run build:frontend, or npm run dev for Vite)`,
    );
  }
  const app = await NestFactory.create(ApiProcessModule.forRoot(config, { withWorker: true }), {
    bufferLogs: true,
    rawBody: true,
    // Until configureApp hands logging to pino (at LOG_LEVEL), a failed start shows only problems.
    logger: ['error', 'warn'],
    abortOnError: false,
  });
  configureApp(app);
  await app.init();

  const seeding = performance.now();
  const seed = await seedDemoData(app);
  if (seed.created)
    printLine(
      `Demo data: ${HISTORY_DAYS} days of history written in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
  if (seed.logins.length > 0) {
    printLine('Demo logins:');
    for (const login of seed.logins) {
      printLine(`  ${login.role}: ${login.email} / ${login.password}`);
    }
  }
  await app.get(MarketplaceWarmUp).run();

  await app.listen(config.PORT, config.HOST).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    throw new StartupError(`Port ${config.PORT} is in use: stop the other server or set PORT`);
  });
  claimShutdownSignals(() => void stop(app));
  const url = `http://localhost:${config.PORT}`;
  printLine(`Domain Liquidation Marketplace is running at ${url}`);
  printLine(`API docs: ${url}/api/docs`);
  printLine(`Site address (SITE_URL) in mailed links and payment returns: ${config.siteUrl}`);
}

/** Ctrl-C or SIGTERM: finish requests and jobs, then stop what this process started. */
async function stop(app: INestApplication): Promise<void> {
  printLine('Stopping...');
  // A stuck close must not leave the terminal hanging; the 'exit' hooks still stop the children.
  setTimeout(() => process.exit(1), 20_000).unref();
  let exitCode = 0;
  await app.close().catch((error: unknown) => {
    printError(`Shutdown: ${describeFailure(error)}`);
    exitCode = 1;
  });
  await started.stopAll((name, error) => {
    printError(`Shutdown: ${name} did not stop cleanly: ${describeFailure(error)}`);
    exitCode = 1;
  });
  process.exit(exitCode);
}

start().catch(async (error: unknown) => {
  printError(error instanceof ConfigError ? error.message : describeFailure(error));
  await started.stopAll(() => undefined);
  process.exit(1);
});
