import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../backend/src/app.module';
import { loadConfig } from '../../backend/src/platform/config/app-config';
import { newSigningKey } from './services';

/**
 * The application's modules without an HTTP server, on the bench's database, as the command-line
 * tools run them: the projections registry, the command handlers.
 */
export async function openAppContext(
  databaseUrl: string,
  redisUrl: string | undefined,
): Promise<INestApplicationContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    ...(redisUrl && { REDIS_URL: redisUrl }),
    QUEUE_PREFIX: `dlm-bench-${process.pid}`,
    JWT_PRIVATE_KEY: newSigningKey(),
  });
  return NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: ['error'],
  });
}
