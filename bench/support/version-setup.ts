import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * `BENCH_SETUP=<json> node dist/bench/support/version-setup.js <root>`: grants credits (and
 * Liquidation Pro) to bench users through the handlers of the build in `<root>` (this checkout's
 * or a baseline clone's, each with its own node_modules), as `credits:grant` does. `<json>`:
 * `{ databaseUrl, redisUrl?, queuePrefix, signingKey, credits: [userId, amount][], pro: userId[] }`.
 * Prints `{ pro: boolean }`: false when that build has no plan handler.
 */
interface Setup {
  databaseUrl: string;
  redisUrl?: string;
  queuePrefix: string;
  signingKey: string;
  credits: Array<[string, number]>;
  pro: string[];
}

type Handler = { execute(command: Record<string, unknown>): Promise<unknown> };

async function main(root: string, setup: Setup): Promise<void> {
  const load = createRequire(join(root, 'package.json'));
  load('reflect-metadata');
  const { NestFactory } = load('@nestjs/core') as {
    NestFactory: {
      createApplicationContext(
        module: unknown,
        options: unknown,
      ): Promise<{ get(token: unknown): Handler; close(): Promise<void> }>;
    };
  };
  const dist = (path: string) => load(join(root, 'dist', 'src', path)) as Record<string, unknown>;
  const { AppModule } = dist('app.module') as { AppModule: { forRoot(config: unknown): unknown } };
  const { loadConfig } = dist('platform/config/app-config') as {
    loadConfig(env: Record<string, string>): unknown;
  };
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: setup.databaseUrl,
    ...(setup.redisUrl && { REDIS_URL: setup.redisUrl }),
    QUEUE_PREFIX: setup.queuePrefix,
    JWT_PRIVATE_KEY: setup.signingKey,
  });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: ['error'],
  });
  try {
    const grant = app.get(dist('modules/credits').GrantCreditsHandler);
    for (const [userId, amount] of setup.credits)
      await grant.execute({ userId, amount, kind: 'purchased', source: 'cli' });
    const plans = dist('modules/identity').ChangePlanHandler;
    if (plans)
      for (const userId of setup.pro)
        await app.get(plans).execute({ userId, tier: 'pro', periodEnd: null });
    process.stdout.write(JSON.stringify({ pro: Boolean(plans) }));
  } finally {
    await app.close();
  }
}

main(process.argv[2], JSON.parse(process.env.BENCH_SETUP ?? '{}') as Setup).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
