import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppModule } from '../../src/app.module';
import { previewOpenApiDocument } from '../../src/platform/http/openapi-document';

const ROOT = join(__dirname, '..', '..', '..');
const REGENERATE = 'run `npm run api:generate` and commit the result';

describe('the committed OpenAPI document and generated client', () => {
  it('docs/openapi.json is what the code describes now', async () => {
    const current = await previewOpenApiDocument((config) => AppModule.forRoot(config));
    const committed: unknown = JSON.parse(readFileSync(join(ROOT, 'docs', 'openapi.json'), 'utf8'));
    expect({ committed, hint: REGENERATE }).toEqual({ committed: current, hint: REGENERATE });
  });

  it('the SDK types, packages/sdk/src/schema.d.ts, are what openapi-typescript makes of it', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'dlm-openapi-')), 'schema.d.ts');
    execFileSync(
      join(ROOT, 'node_modules', '.bin', 'openapi-typescript'),
      [join(ROOT, 'docs', 'openapi.json'), '--default-non-nullable', 'false', '-o', out],
      { stdio: 'pipe' },
    );
    const committed = readFileSync(join(ROOT, 'packages', 'sdk', 'src', 'schema.d.ts'), 'utf8');
    expect(committed === readFileSync(out, 'utf8') ? 'up to date' : REGENERATE).toBe('up to date');
  });
});
