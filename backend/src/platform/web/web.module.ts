import { existsSync } from 'node:fs';
import { type ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import { type DynamicModule, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Application, NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { type AppConfig } from '../config/app-config';

/**
 * Paths that never fall back to index.html: unknown API routes get the JSON 404 envelope, /metrics
 * answers Prometheus text or an error (never the SPA), and a
 * bundle missing after a deploy gets a 404 rather than HTML the browser would try to run.
 */
const NOT_SPA_ROUTES = /^\/(api(\/|$)|health\/?$|metrics\/?$|assets\/)/;

const WEB_ROOT = Symbol('WEB_ROOT');

/** The built SPA's directory when WEB_DIST_DIR is set and holds an index.html. */
export function builtWebDir(config: AppConfig): string | undefined {
  const dir = config.WEB_DIST_DIR;
  return dir && existsSync(join(dir, 'index.html')) ? dir : undefined;
}

/** Vite's hashed bundles under assets/ are cached for good; everything else is revalidated. */
function cacheHeaders(response: ServerResponse, path: string): void {
  response.setHeader(
    'Cache-Control',
    path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/**
 * Serves the built SPA at `/`, with index.html for every other path the SPA's router owns (the
 * public pages and /d/{name} have controllers of their own that render their <head> first).
 * The build's `.br` and `.gz` copies (frontend/vite.config.mts) are sent as they are to a
 * browser that accepts them, so that no request compresses a bundle again.
 */
@Module({})
export class WebModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(WEB_ROOT) private readonly rootPath: string,
  ) {}

  static forRoot(rootPath: string): DynamicModule {
    return { module: WebModule, providers: [{ provide: WEB_ROOT, useValue: rootPath }] };
  }

  /** After the controllers' routes (Nest registers them first), before Nest's 404 handler. */
  onModuleInit(): void {
    const app = this.adapterHost.httpAdapter.getInstance<Application>();
    app.use(
      expressStaticGzip(this.rootPath, {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index: false,
        serveStatic: { index: false, redirect: false, setHeaders: cacheHeaders },
      }),
    );
    const indexFile = join(this.rootPath, 'index.html');
    app.get('{*path}', (request: Request, response: Response, next: NextFunction) => {
      if (NOT_SPA_ROUTES.test(request.path)) return next();
      cacheHeaders(response, indexFile);
      response.sendFile(indexFile, (error?: Error) => {
        if (error && !response.headersSent) next(error);
      });
    });
  }
}
