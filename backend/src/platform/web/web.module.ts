import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { type DynamicModule, Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import type { Response } from 'express';
import { type AppConfig } from '../config/app-config';

/**
 * Paths that never fall back to index.html: unknown API routes get the JSON 404 envelope, /metrics
 * answers Prometheus text or an error (never the SPA), and a
 * bundle missing after a deploy gets a 404 rather than HTML the browser would try to run.
 */
const NOT_SPA_ROUTES = /^\/(api(\/|$)|health\/?$|metrics\/?$|assets\/)/;

/** The built SPA's directory when WEB_DIST_DIR is set and holds an index.html. */
export function builtWebDir(config: AppConfig): string | undefined {
  const dir = config.WEB_DIST_DIR;
  return dir && existsSync(join(dir, 'index.html')) ? dir : undefined;
}

/**
 * Serves the built SPA at `/`, with index.html for every other path the SPA's router owns.
 * Vite's hashed bundles under assets/ are cached for good; index.html is revalidated every time.
 */
@Module({})
export class WebModule {
  static forRoot(rootPath: string): DynamicModule {
    return {
      module: WebModule,
      imports: [
        ServeStaticModule.forRoot({
          rootPath,
          exclude: NOT_SPA_ROUTES,
          serveStaticOptions: {
            setHeaders: (response: Response, path: string) =>
              response.setHeader(
                'Cache-Control',
                path.includes(`${sep}assets${sep}`)
                  ? 'public, max-age=31536000, immutable'
                  : 'no-cache',
              ),
          },
        }),
      ],
    };
  }
}
