import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ApiProcessModule } from './api-process.module';
import { MarketplaceWarmUp } from './modules/marketplace';
import { ConfigError, loadConfig } from './platform/config/app-config';
import { configureApp } from './platform/http/configure-app';

/** The api process on its own (production: several behind a load balancer). */
async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.create(ApiProcessModule.forRoot(config, { withWorker: false }), {
    bufferLogs: true,
    rawBody: true,
  });
  configureApp(app);
  await app.get(MarketplaceWarmUp).run();
  await app.listen(config.PORT, config.HOST);
}

bootstrap().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : String((error as Error).stack ?? error)}\n`,
  );
  process.exit(1);
});
