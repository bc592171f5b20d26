import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { loadConfig } from '../platform/config/app-config';
import { buildOpenApiDocument } from '../platform/http/configure-app';
import { firstLine, printError, printLine } from '../platform/runtime/print';

/**
 * `node dist/src/cli/openapi-write.js <out.json>`: the OpenAPI document without a database or Redis.
 * Nest's preview mode reads the module graph and the route metadata but creates no provider, so the
 * database URL below is never dialled. A fixed configuration keeps the output the same everywhere.
 */
async function writeOpenApi(out: string | undefined): Promise<void> {
  if (!out) throw new Error('usage: openapi-write <out.json>');
  const config = loadConfig({
    NODE_ENV: 'development',
    DATABASE_URL: 'postgres://preview@127.0.0.1/preview',
  });
  const app = await NestFactory.create(AppModule.forRoot(config), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  const document = buildOpenApiDocument(app);
  writeFileSync(out, `${JSON.stringify(sortKeys(document), null, 2)}\n`);
  printLine(`OpenAPI: wrote ${out} (${Object.keys(document.paths).length} paths)`);
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

writeOpenApi(process.argv[2]).catch((error: unknown) => {
  printError(`OpenAPI: ${firstLine(error)}`);
  process.exit(1);
});
