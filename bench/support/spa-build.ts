import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './services';

/** `vite build` of the SPA for production into `outDir`, with any extra Vite options. */
export function buildSpa(outDir: string, options: string[] = []): void {
  execFileSync(
    process.execPath,
    [
      join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      join(REPO_ROOT, 'frontend', 'vite.config.mts'),
      '--outDir',
      outDir,
      '--emptyOutDir',
      ...options,
      '--logLevel',
      'error',
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}
