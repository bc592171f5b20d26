import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ApiProcessModule } from '../../src/api-process.module';
import { loadConfig } from '../../src/platform/config/app-config';
import { configureApp } from '../../src/platform/http/configure-app';
import { type TestApp } from './test-app';
import { testRedisUrl } from './test-database';

/**
 * The api process as main.ts makes it (the API, the landing pages and the SPA built into
 * `webDir`) on a test app's database, without workers.
 */
export async function apiProcess(
  t: TestApp,
  webDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<INestApplication> {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: t.db.url,
    REDIS_URL: testRedisUrl(),
    QUEUE_PREFIX: `test-${t.db.name}`,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: webDir,
    ...env,
  });
  const app = await NestFactory.create(ApiProcessModule.forRoot(config, { withWorker: false }), {
    logger: false,
  });
  configureApp(app);
  // Listening once, as createTestApp does: supertest would start a server for every request.
  await app.listen(0, '127.0.0.1');
  return app;
}
