import { NestFactory } from '@nestjs/core';
import { type OpenAPIObject } from '@nestjs/swagger';
import { type DynamicModule } from '@nestjs/common';
import { type AppConfig, loadConfig } from '../config/app-config';
import { buildOpenApiDocument } from './configure-app';

/**
 * The OpenAPI document without a database or Redis. Nest's preview mode reads the module graph
 * and the route metadata but creates no provider, so the database URL is never dialled. A fixed
 * configuration and sorted keys keep docs/openapi.json the same everywhere.
 */
export async function previewOpenApiDocument(
  rootModule: (config: AppConfig) => DynamicModule,
): Promise<OpenAPIObject> {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATABASE_URL: 'postgres://preview@127.0.0.1/preview',
  });
  const app = await NestFactory.create(rootModule(config), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  const document = buildOpenApiDocument(app);
  await app.close();
  return sortKeys(document) as OpenAPIObject;
}

/** Object keys in code-point order at every depth, so the file changes only when the API does. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}
