import { generateKeyPairSync, randomBytes, randomInt } from 'node:crypto';
import { type Writable } from 'node:stream';
import { type INestApplication } from '@nestjs/common';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { PARAMS_PROVIDER_TOKEN } from 'nestjs-pino';
import request from 'supertest';
import { AppModule } from '../../src/app.module';
import { Clock, FixedClock } from '../../src/platform/clock/clock';
import { AppConfig, loadConfig } from '../../src/platform/config/app-config';
import { configureApp } from '../../src/platform/http/configure-app';
import { loggerParams } from '../../src/platform/logging/logging.module';
import { JobWorkers } from '../../src/platform/queue/job-workers';
import { RedisConnection } from '../../src/platform/redis/redis.connection';
import { deleteQueues } from './jobs';
import { createTestDatabase, type TestDatabase, testRedisUrl } from './test-database';
import { PasswordHasher } from '../../src/modules/identity/accounts/password-hasher';
import { LightPasswordHasher } from './light-password-hasher';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * supertest bound to the app. Every request comes from a fresh client address (X-Forwarded-For,
 * trusted in tests only), so per-ip rate limits never couple unrelated tests; a test of those
 * limits sets its own fixed `X-Forwarded-For`, which replaces the random one.
 */
export type TestHttp = Record<Method, (url: string) => request.Test>;

export interface TestApp {
  app: INestApplication;
  http: TestHttp;
  db: TestDatabase;
  /** The app's clock: a FixedClock when one was given, otherwise the real one. */
  clock: Clock;
  /** Closes the app, drops its database and removes its deployment's Redis keys (never FLUSHALL). */
  close(): Promise<void>;
}

export function randomClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * The production app (AppModule + configureApp) on a fresh, migrated database of its own.
 * `logTo` receives the app's JSON log lines (at the env's LOG_LEVEL; silent by default). The
 * logger is one per test file (nestjs-pino keeps it process-wide), so only a file's first app
 * may set it.
 */
export async function createTestApp(
  options: {
    clock?: FixedClock;
    env?: NodeJS.ProcessEnv;
    runProcessors?: boolean;
    logTo?: Writable;
    /** The URL of a replica of the app's database, once made: its DATABASE_READ_URL. */
    readReplica?: (db: TestDatabase) => Promise<string>;
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const readUrl = options.readReplica ? await options.readReplica(db) : undefined;
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: db.url,
    REDIS_URL: testRedisUrl(),
    // Queues of their own: another test file's workers must never run this file's jobs.
    QUEUE_PREFIX: `test-${db.name}`,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...(readUrl ? { DATABASE_READ_URL: readUrl } : {}),
    ...options.env,
  });
  let builder = Test.createTestingModule({
    imports: [AppModule.forRoot(config, { runProcessors: options.runProcessors })],
  });
  builder = builder.overrideProvider(PasswordHasher).useClass(LightPasswordHasher);
  if (options.clock) builder = builder.overrideProvider(Clock).useValue(options.clock);
  const { logTo } = options;
  if (logTo) {
    builder = builder.overrideProvider(PARAMS_PROVIDER_TOKEN).useFactory({
      inject: [AppConfig],
      factory: (appConfig: AppConfig) => {
        const { pinoHttp } = loggerParams(appConfig);
        return { pinoHttp: [pinoHttp, logTo] };
      },
    });
  }
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    logger: false,
    rawBody: true,
  });
  app.set('trust proxy', true);
  configureApp(app);
  // Listening once: supertest given a server that is not listening starts and stops one for
  // every request, and pays a new socket pair and their system calls each time.
  await app.listen(0, '127.0.0.1');
  const server = app.getHttpServer();
  const call = (method: Method) => (url: string) =>
    request(server)[method](url).set('X-Forwarded-For', randomClientIp());
  return {
    app,
    http: {
      get: call('get'),
      post: call('post'),
      put: call('put'),
      patch: call('patch'),
      delete: call('delete'),
    },
    db,
    clock: app.get(Clock),
    async close() {
      const redis = app.get(RedisConnection).client;
      await app.get(JobWorkers).stop();
      if (redis) await deleteQueues(redis, config.QUEUE_PREFIX);
      await app.close();
      await db.drop();
    },
  };
}

let counter = 0;

/** A distinct, valid e-mail address for one test. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  const email = `${label}-${Date.now().toString(36)}-${counter}-${randomInt(1e6)}@example.com`;
  return email;
}

export interface SignedUpUser {
  email: string;
  password: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
}

/** Signs a new user up over HTTP and returns its credentials and first session. */
export async function signUpUser(
  http: TestHttp,
  fields: { email?: string; password?: string; full_name?: string } = {},
): Promise<SignedUpUser> {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? 'a perfectly fine passphrase';
  const response = await http
    .post('/api/auth/signup')
    .send({ email, password, ...(fields.full_name ? { full_name: fields.full_name } : {}) });
  if (response.status !== 201)
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  const session = response.body.data as {
    access_token: string;
    refresh_token: string;
    user: { id: string };
  };
  return {
    email,
    password,
    userId: session.user.id,
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
  };
}

/** Signs the user in again (access tokens live 15 minutes of the app's clock). */
export async function signInAgain(http: TestHttp, user: SignedUpUser): Promise<void> {
  const session = await http
    .post('/api/auth/signin')
    .send({ email: user.email, password: user.password });
  if (session.status !== 200)
    throw new Error(`sign-in failed: ${session.status} ${JSON.stringify(session.body)}`);
  user.accessToken = (session.body.data as { access_token: string }).access_token;
}

/** The environment of a production process (which needs its own token key), plus `extra`. */
export function productionEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    JWT_PRIVATE_KEY: generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
    SECRETS_KEY: randomBytes(32).toString('base64'),
    ...extra,
  };
}
