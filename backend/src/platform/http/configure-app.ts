import { type INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppConfig } from '../config/app-config';
import { readRoutingMiddleware } from '../database/read-routing';
import { requestContextMiddleware } from '../logging/request-context';
import { applyApiConventions } from './openapi-conventions';
import { routesOf } from './routes';

/** Everything main.ts, the all-in-one start and the tests do to an app before it listens. */
export function configureApp(app: INestApplication): OpenAPIObject {
  const config = app.get(AppConfig);
  app.useLogger(app.get(Logger));
  // First of all: the request's correlation context and its timing cover everything after them.
  app.use(requestContextMiddleware);
  // With a replica, where the request's public reads go: there, or the primary after a write
  // (ADR 0045). Without one, everything reads the primary and writes set no marker.
  if (config.DATABASE_READ_URL) app.use(readRoutingMiddleware(config.READ_PRIMARY_SECONDS));
  if (config.TRUST_PROXY > 0) {
    (app.getHttpAdapter().getInstance() as { set(key: string, value: unknown): void }).set(
      'trust proxy',
      config.TRUST_PROXY,
    );
  }
  // Every text answer in brotli or gzip, as the browser accepts (JSON, HTML, the sitemap, Swagger
  // UI); the SPA's bundles are compressed at build time and sent as they are (WebModule).
  app.use(compression());
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          // No inline script anywhere: the SPA's build, the landing pages /d/{name} and Swagger UI
          // (its set-up is swagger-ui-init.js) load every script from a file of the site. Styles
          // may be inline: Mantine injects its CSS variables as <style> elements. docker/nginx.conf
          // sends this same policy with the SPA it serves.
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https:'],
        },
      },
    }),
  );
  app.enableCors({ origin: config.corsOrigins, credentials: true });
  app.enableShutdownHooks();
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  return document;
}

/** The API's OpenAPI 3.1 document: what the decorators describe, with the API's conventions. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Domain Liquidation Marketplace API')
    .setDescription(
      'List domains under $1,000 for a flat $9.99 credit. Every answer is `{ success, data?, error?, code?, details? }`.',
    )
    .setVersion('1.0')
    .setLicense('Proprietary', 'http://localhost:3000/terms')
    .addServer('/', 'The origin that serves this document (`/api/docs-json`)')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description:
          'A session access token (a JWT from `POST /api/auth/signin`, valid 15 minutes) or a ' +
          'personal API token (`dlm_...`, made on the API settings screen, `/settings/api`).',
      },
      'bearer',
    )
    .addSecurityRequirements('bearer')
    .build();
  const document = SwaggerModule.createDocument(app, builder, {
    // One use case per controller: its name is the operation (`signUp`, `getPublicListings`).
    operationIdFactory: (controllerKey) =>
      controllerKey.charAt(0).toLowerCase() + controllerKey.slice(1).replace(/Controller$/, ''),
  });
  return applyApiConventions(document, routesOf(app));
}
