import { createHash, timingSafeEqual } from 'node:crypto';
import { type AppConfig } from '../config/app-config';

/** `allowed`: serve the metrics; `denied`: 401; `hidden`: 404, as if there were no endpoint. */
export type MetricsAccess = 'allowed' | 'denied' | 'hidden';

/**
 * Who may read /metrics. With METRICS_TOKEN set, only a caller presenting it as a bearer token.
 * Without it, anyone outside production (a laptop, CI) and no one in production: metrics show
 * routes, queue names and traffic, which are not for the public.
 */
export function metricsAccess(
  config: Pick<AppConfig, 'METRICS_TOKEN' | 'isProduction'>,
  authorization: string | undefined,
): MetricsAccess {
  if (config.METRICS_TOKEN) {
    return sameSecret(bearerOf(authorization), config.METRICS_TOKEN) ? 'allowed' : 'denied';
  }
  return config.isProduction ? 'hidden' : 'allowed';
}

/** The one start-up warning of a production process whose metrics no one can read. */
export function metricsHiddenWarning(
  config: Pick<AppConfig, 'METRICS_TOKEN' | 'isProduction'>,
): string | undefined {
  return config.isProduction && !config.METRICS_TOKEN
    ? 'METRICS_TOKEN is not set: /metrics answers 404 in production (set it to let Prometheus scrape)'
    : undefined;
}

function bearerOf(authorization: string | undefined): string | undefined {
  const [scheme, value] = (authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : undefined;
}

/** Compares digests, so neither the token's length nor its prefix leaks through timing. */
function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
