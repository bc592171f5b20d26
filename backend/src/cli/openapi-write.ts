import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { AppModule } from '../app.module';
import { previewOpenApiDocument } from '../platform/http/openapi-document';
import { firstLine, printError, printLine } from '../platform/runtime/print';

/** `node dist/src/cli/openapi-write.js <out.json>`: writes the API's OpenAPI document. */
async function writeOpenApi(out: string | undefined): Promise<void> {
  if (!out) throw new Error('usage: openapi-write <out.json>');
  const document = await previewOpenApiDocument((config) => AppModule.forRoot(config));
  writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
  printLine(`OpenAPI: wrote ${out} (${Object.keys(document.paths).length} paths)`);
}

writeOpenApi(process.argv[2]).catch((error: unknown) => {
  printError(`OpenAPI: ${firstLine(error)}`);
  process.exit(1);
});
