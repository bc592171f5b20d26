import { isIPv4, isIPv6 } from 'node:net';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
  ValidateBy,
} from 'class-validator';

const toNumber = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);
const commaSeparated = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** `ipv4`, `ipv4:port`, `ipv6` or `[ipv6]:port`: the forms node's DNS resolver takes. */
function isDnsServer(entry: string): boolean {
  const validPort = (port: string | undefined) =>
    port === undefined || (/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535);
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) return isIPv6(bracketed[1]) && validPort(bracketed[2]);
  if (isIPv6(entry)) return true;
  const [host, port, ...rest] = entry.split(':');
  return rest.length === 0 && isIPv4(host) && validPort(port);
}

const IsDnsServerList = () =>
  ValidateBy({
    name: 'isDnsServerList',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' &&
        commaSeparated(value).length > 0 &&
        commaSeparated(value).every(isDnsServer),
      defaultMessage: () =>
        'must be comma-separated DNS server addresses (1.1.1.1, 1.1.1.1:53, 2606:4700::1111 or [2606:4700::1111]:53)',
    },
  });

/**
 * Every setting the processes read, validated once at start-up. Nothing else reads process.env.
 */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3000;

  /**
   * Address the HTTP server listens on: this machine only unless told otherwise; `0.0.0.0` (or
   * `::`) answers on every network, as the api image does.
   */
  @Matches(/^[a-zA-Z0-9.:-]{1,253}$/, {
    message: 'must be an IP address or a host name (127.0.0.1, 0.0.0.0, ::)',
  })
  HOST = '127.0.0.1';

  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// URL' })
  DATABASE_URL!: string;

  /**
   * A streaming replica of DATABASE_URL's database: the public marketplace's reads go there
   * (ADR 0045); everything reads the primary when unset.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// URL' })
  DATABASE_READ_URL?: string;

  /**
   * How long after a write the writer's browser reads the primary rather than the replica (the
   * marker cookie's life), so that it reads its own writes.
   */
  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @Max(3600)
  READ_PRIMARY_SECONDS = 10;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'must be a redis:// URL' })
  REDIS_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  SITE_URL?: string;

  /**
   * Prefix of every Redis key of this deployment (queues, rate limits, sign-in lockouts, caches),
   * so deployments can share one Redis.
   */
  @Matches(/^[a-zA-Z0-9_.:-]{1,64}$/, { message: 'must be 1-64 letters, digits or _ . : -' })
  QUEUE_PREFIX = 'dlm';

  /**
   * How long a worker's hold on a running job lasts without renewal: a worker that dies mid-job
   * (SIGKILL, lost machine) gives its job up to another worker after about this long.
   */
  @Transform(toNumber)
  @IsInt()
  @Min(1_000)
  @Max(600_000)
  JOB_LOCK_MS = 30_000;

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

  /**
   * 32 random bytes in base64 (`openssl rand -base64 32`) sealing the secrets the site keeps for
   * its users, such as a domain's transfer auth code. Required in production; `npm start` makes one
   * and keeps it in `.data/secrets.key`.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[A-Za-z0-9+/]{43}=$/, {
    message: 'must be 32 random bytes in base64 (openssl rand -base64 32)',
  })
  SECRETS_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'must be an smtp:// URL' })
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'Domain Liquidation <no-reply@localhost>';

  /** Where contact-form messages are mailed. */
  @IsString()
  SUPPORT_EMAIL = 'support@localhost';

  /** Turns the about page's contact form off: it then shows "temporarily unavailable". */
  @Transform(({ value }: { value: unknown }) => value !== false && value !== 'false')
  @IsBoolean()
  CONTACT_FORM_ENABLED = true;

  /** Reverse-proxy hops to trust for the client address (rate limits per ip); 0 when exposed directly. */
  @Transform(toNumber)
  @IsInt()
  @Min(0)
  @Max(10)
  TRUST_PROXY = 0;

  /**
   * Calls a minute each caller may make to a route without a limit of its own: per client address,
   * or per personal API token (ADR 0031). Past it, 429 RATE_LIMITED with Retry-After.
   */
  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @Max(100_000)
  RATE_LIMIT_PER_MINUTE = 300;

  /**
   * Bearer token Prometheus must present on /metrics. Without it /metrics is open outside
   * production and answers 404 in production.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[\x21-\x7e]{16,256}$/, {
    message: 'must be 16 to 256 printable characters without spaces',
  })
  METRICS_TOKEN?: string;

  /** Worker only: port of a small HTTP server with the worker's /metrics and /health. */
  @Transform(toNumber)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(65535)
  METRICS_PORT?: number;

  /** Directory of the built SPA served at /. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;

  /** Stripe secret key. Without it the built-in test checkout stands in for Stripe Checkout. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^(sk|rk)_(test|live)_\w+$/, {
    message: 'must be a Stripe secret key (sk_test_..., sk_live_...)',
  })
  STRIPE_SECRET_KEY?: string;

  /** Signing secret of the Stripe webhook endpoint (`whsec_...`), required with STRIPE_SECRET_KEY. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^whsec_\w+$/, { message: 'must be a webhook signing secret (whsec_...)' })
  STRIPE_WEBHOOK_SECRET?: string;

  /** Stripe price of one credit (one-time). Without it credits cannot be bought through Stripe. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^price_\w+$/, { message: 'must be a Stripe price id (price_...)' })
  STRIPE_CREDIT_PRICE_ID?: string;

  /** Stripe price of Liquidation Pro (yearly subscription). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^price_\w+$/, { message: 'must be a Stripe price id (price_...)' })
  STRIPE_PRO_PRICE_ID?: string;

  /** Where the Stripe SDK sends requests (tests point it at a local server); Stripe's own API when unset. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  STRIPE_API_URL?: string;

  /**
   * Escrow.com account e-mail and API key (docs/adr/0050-escrow-by-api.md). With both, a deal's
   * escrow is opened through Escrow.com's API and its stages follow Escrow.com; without them the
   * parties open the escrow at Escrow.com and move the deal by hand.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsEmail()
  ESCROW_EMAIL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(8)
  ESCROW_API_KEY?: string;

  /**
   * The secret the webhook URL registered at Escrow.com ends with
   * (`SITE_URL/api/transaction-timeline/escrow-webhook/<token>`), required with ESCROW_API_KEY.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{24,128}$/, { message: 'must be 24 to 128 letters, digits, - or _' })
  ESCROW_WEBHOOK_TOKEN?: string;

  /** Escrow.com's API, its version included (its sandbox, or a stand-in in tests). */
  @IsUrl({ require_tld: false, require_protocol: true })
  ESCROW_API_URL = 'https://api.escrow.com/2017-09-01';

  /** Escrow.com's site, where the buyer pays: the deal links to its transaction there. */
  @IsUrl({ require_tld: false, require_protocol: true })
  ESCROW_WEB_URL = 'https://www.escrow.com';

  /** Price of one credit in US dollars for the test checkout (Stripe's price is used with Stripe). */
  @Transform(toNumber)
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0.5)
  @Max(1000)
  CREDIT_PRICE_USD = 9.99;

  /** Yearly price of Liquidation Pro in US dollars for the test checkout. */
  @Transform(toNumber)
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(1)
  @Max(100000)
  PRO_PRICE_USD = 500;

  /** Allows the built-in test checkout when NODE_ENV=production (a staging site without Stripe). */
  @Transform(({ value }: { value: unknown }) => value === true || value === 'true')
  @IsBoolean()
  PAYMENTS_TEST_MODE = false;

  /**
   * Resolvers asked for the TXT records that prove domain ownership, tried in order; the system's
   * (`/etc/resolv.conf`) when unset.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsDnsServerList()
  DNS_SERVERS?: string;

  /** The IANA RDAP bootstrap file (RFC 9224) naming each TLD's registration data server. */
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  RDAP_BOOTSTRAP_URL = 'https://data.iana.org/rdap/dns.json';

  /**
   * Turns the workers' daily re-check of every listing off (a staging site that must not query
   * DNS and RDAP, a benchmark); "Check now" and "Check all" still work.
   */
  @Transform(({ value }: { value: unknown }) => value !== false && value !== 'false')
  @IsBoolean()
  OWNERSHIP_SWEEP_ENABLED = true;

  /**
   * Whether a webhook endpoint may point at a private, loopback, link-local or otherwise
   * non-public address (`refuse` in production, `allow` otherwise when unset): refused at
   * registration and at each delivery, so that a seller cannot make the workers call the
   * deployment's own network.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(['allow', 'refuse'])
  WEBHOOK_PRIVATE_TARGETS?: 'allow' | 'refuse';

  get siteUrl(): string {
    return (this.SITE_URL ?? `http://localhost:${this.PORT}`).replace(/\/$/, '');
  }

  /** What every key the shared Redis connection writes starts with (BullMQ adds its own `:`). */
  get redisKeyPrefix(): string {
    return `${this.QUEUE_PREFIX}:`;
  }

  get corsOrigins(): string[] {
    return commaSeparated(this.CORS_ORIGINS ?? this.siteUrl);
  }

  /** DNS_SERVERS as a list; undefined means the system's resolvers. */
  get dnsServers(): string[] | undefined {
    return this.DNS_SERVERS === undefined ? undefined : commaSeparated(this.DNS_SERVERS);
  }

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }

  /** WEBHOOK_PRIVATE_TARGETS, defaulted by NODE_ENV. */
  get webhookPrivateTargetsRefused(): boolean {
    return (this.WEBHOOK_PRIVATE_TARGETS ?? (this.isProduction ? 'refuse' : 'allow')) === 'refuse';
  }
}

export class ConfigError extends Error {}

/** Validates the environment; the first bad variable is named in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const keys = [
    'NODE_ENV',
    'PORT',
    'HOST',
    'DATABASE_URL',
    'DATABASE_READ_URL',
    'READ_PRIMARY_SECONDS',
    'REDIS_URL',
    'QUEUE_PREFIX',
    'JOB_LOCK_MS',
    'SITE_URL',
    'CORS_ORIGINS',
    'LOG_LEVEL',
    'JWT_PRIVATE_KEY',
    'SECRETS_KEY',
    'SMTP_URL',
    'MAIL_FROM',
    'SUPPORT_EMAIL',
    'CONTACT_FORM_ENABLED',
    'WEB_DIST_DIR',
    'TRUST_PROXY',
    'RATE_LIMIT_PER_MINUTE',
    'METRICS_TOKEN',
    'METRICS_PORT',
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_CREDIT_PRICE_ID',
    'STRIPE_PRO_PRICE_ID',
    'STRIPE_API_URL',
    'ESCROW_EMAIL',
    'ESCROW_API_KEY',
    'ESCROW_WEBHOOK_TOKEN',
    'ESCROW_API_URL',
    'ESCROW_WEB_URL',
    'CREDIT_PRICE_USD',
    'PRO_PRICE_USD',
    'PAYMENTS_TEST_MODE',
    'DNS_SERVERS',
    'RDAP_BOOTSTRAP_URL',
    'OWNERSHIP_SWEEP_ENABLED',
    'WEBHOOK_PRIVATE_TARGETS',
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
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Configuration error: STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (credits are granted by the webhook)',
    );
  }
  if (Boolean(config.ESCROW_EMAIL) !== Boolean(config.ESCROW_API_KEY)) {
    throw new ConfigError(
      'Configuration error: ESCROW_EMAIL and ESCROW_API_KEY are set together (the account and its key)',
    );
  }
  if (config.ESCROW_API_KEY && !config.ESCROW_WEBHOOK_TOKEN) {
    throw new ConfigError(
      'Configuration error: ESCROW_WEBHOOK_TOKEN is required with ESCROW_API_KEY (the webhook moves the deals)',
    );
  }
  if (config.isProduction && !config.JWT_PRIVATE_KEY) {
    throw new ConfigError('Configuration error: JWT_PRIVATE_KEY is required in production');
  }
  if (config.isProduction && !config.SECRETS_KEY) {
    throw new ConfigError('Configuration error: SECRETS_KEY is required in production');
  }
  return config;
}
