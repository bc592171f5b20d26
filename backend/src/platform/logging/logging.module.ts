import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { type Options } from 'pino-http';
import { AppConfig } from '../config/app-config';
import { currentCorrelationId, requestIdsOf } from './request-context';

/**
 * JSON logs: every line of a request carries its id (`req.id`), and every line of a request or a
 * job run its correlation id (`correlationId`, see request-context.ts); credentials and personal
 * data are redacted.
 */
export function loggerParams(config: AppConfig): { pinoHttp: Options } {
  return {
    pinoHttp: {
      level: config.LOG_LEVEL,
      genReqId: (req, res) => requestIdsOf(req, res).requestId,
      mixin: () => {
        const correlationId = currentCorrelationId();
        return correlationId ? { correlationId } : {};
      },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-api-key"]',
          'req.headers.apikey',
          'res.headers["set-cookie"]',
          '*.password',
          '*.refresh_token',
          '*.access_token',
          '*.token',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url.replace(
            /([?&](token|code|access_token|refresh_token)=)[^&]*/gi,
            '$1[redacted]',
          ),
        }),
      },
      // Liveness probes and Prometheus scrapes would drown the lines that matter.
      autoLogging: { ignore: (req) => req.url === '/health' || req.url === '/metrics' },
    },
  };
}

@Module({
  imports: [LoggerModule.forRootAsync({ inject: [AppConfig], useFactory: loggerParams })],
})
export class LoggingModule {}
