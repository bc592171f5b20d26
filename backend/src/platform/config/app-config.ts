import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  validateSync,
} from 'class-validator';

const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/**
 * Every setting the processes read, validated once at start-up. Nothing else reads process.env.
 */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3000;

  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// URL' })
  DATABASE_URL!: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'must be a redis:// URL' })
  REDIS_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  SITE_URL?: string;

  /** Comma-separated origins allowed by CORS; the site's own origin when unset. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  CORS_ORIGINS?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent' = 'info';

  /** PEM (PKCS#8) private key signing access tokens. Required in production. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/-----BEGIN PRIVATE KEY-----/, { message: 'must be a PKCS#8 PEM private key' })
  JWT_PRIVATE_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'must be an smtp:// URL' })
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'Domain Liquidation <no-reply@localhost>';

  /** Reverse-proxy hops to trust for the client address (rate limits per ip); 0 when exposed directly. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(10)
  TRUST_PROXY = 0;

  /** Directory of the built SPA served at /. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;

  get siteUrl(): string {
    return (this.SITE_URL ?? `http://localhost:${this.PORT}`).replace(/\/$/, '');
  }

  get corsOrigins(): string[] {
    return (this.CORS_ORIGINS ?? this.siteUrl)
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
  }

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }
}

export class ConfigError extends Error {}

/** Validates the environment; the first bad variable is named in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const keys = [
    'NODE_ENV',
    'PORT',
    'DATABASE_URL',
    'REDIS_URL',
    'SITE_URL',
    'CORS_ORIGINS',
    'LOG_LEVEL',
    'JWT_PRIVATE_KEY',
    'SMTP_URL',
    'MAIL_FROM',
    'WEB_DIST_DIR',
    'TRUST_PROXY',
  ];
  const relevant = Object.fromEntries(
    keys.filter((key) => env[key] !== undefined).map((key) => [key, env[key]]),
  );
  const config = plainToInstance(AppConfig, relevant, { exposeDefaultValues: true });
  const errors = validateSync(config);
  if (errors.length > 0) {
    const [first] = errors;
    const reason = Object.values(first.constraints ?? {})[0] ?? 'is invalid';
    const value = env[first.property];
    throw new ConfigError(
      value === undefined || value === ''
        ? `Configuration error: ${first.property} is required (${reason.replace(`${first.property} `, '')})`
        : `Configuration error: ${first.property} ${reason.replace(`${first.property} `, '')}`,
    );
  }
  if (config.isProduction && !config.JWT_PRIVATE_KEY) {
    throw new ConfigError('Configuration error: JWT_PRIVATE_KEY is required in production');
  }
  return config;
}
