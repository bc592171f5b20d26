import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import {
  type CallHandler,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import {
  HTTP_CODE_METADATA,
  RESPONSE_PASSTHROUGH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { from, lastValueFrom, type Observable, throwError } from 'rxjs';
import { DataSource } from 'typeorm';
import { type AuthenticatedRequest } from '../auth/auth.guard';
import { Clock } from '../clock/clock';
import { AppConfig } from '../config/app-config';
import { DomainError, ValidationError } from '../errors/domain-error';
import { ANSWER_HOLDS_SECRET } from './answer-holds-secret.decorator';
import { type ErrorEnvelope } from './envelope';
import { StoredErrorAnswer, toErrorAnswer } from './exception.filter';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key and its answer are kept. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** How many expired keys one statement of the purge deletes, so that no delete holds locks long. */
const PURGE_BATCH = 5_000;
/** A request still running after this long is taken to have died; its key may be used again. */
const IN_FLIGHT_LEASE_MS = 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The same key came with another request (method, path or body). */
export class IdempotencyKeyReusedError extends DomainError {
  constructor() {
    super(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used with another request; use a new key for a new request',
      'business_rule',
    );
  }
}

/** The first request with the key has not answered yet. */
export class IdempotencyKeyInUseError extends DomainError {
  constructor() {
    super(
      'IDEMPOTENCY_KEY_IN_USE',
      'A request with this Idempotency-Key is still being processed; retry in a moment',
      'conflict',
    );
  }
}

/** The route writes its own answer, which the interceptor could never send again. */
export class IdempotencyKeyNotSupportedError extends DomainError {
  constructor() {
    const message = 'This route does not take an Idempotency-Key: it is safe to retry without one';
    super('IDEMPOTENCY_KEY_NOT_SUPPORTED', message, 'validation', [
      { field: 'Idempotency-Key', message },
    ]);
  }
}

/** The first request with the key succeeded, and its answer held a secret, which is not kept. */
export class IdempotencyAnswerNotKeptError extends DomainError {
  constructor() {
    super(
      'IDEMPOTENCY_ANSWER_NOT_KEPT',
      'The first request with this Idempotency-Key succeeded; its answer held a secret, which is not kept, so it cannot be sent again. Send a new request with a new key if you need another',
      'conflict',
    );
  }
}

/** What the interceptor needs to know of the route. */
interface RouteTraits {
  /** The status of its success (`@HttpCode()`, else 201). */
  successStatus: number;
  /** `@AnswerHoldsSecret()`: keep the status of a success, never its body. */
  answerHoldsSecret: boolean;
}

interface KeyRow {
  fingerprint: string;
  status: number | null;
  body: unknown;
}

/**
 * `Idempotency-Key` on any POST, as Stripe does (docs/adr/0031-api-tokens-idempotency-webhooks.md):
 * the first request with a key, per caller (the signed-in user, else the client address), runs and
 * its answer (status and body) is kept for 24 hours in PostgreSQL; a retry with the same request
 * gets that answer again without running (header `Idempotent-Replayed: true`), the same key with
 * another request gets 422 IDEMPOTENCY_KEY_REUSED, and a retry while the first still runs gets 409
 * IDEMPOTENCY_KEY_IN_USE. Server errors, conflicts and rate limits are not kept: the key is freed
 * so that the retry runs. A success whose answer holds a secret (`@AnswerHoldsSecret()`) is kept
 * without its body, and a retry gets 409 IDEMPOTENCY_ANSWER_NOT_KEPT. A route that writes its own
 * answer (`@Res()` without passthrough) refuses the header with 400 IDEMPOTENCY_KEY_NOT_SUPPORTED:
 * Nest never sends what an interceptor returns for it, so a replay would never answer; such a
 * route must be safe to retry as it is.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  /**
   * Keys the requests' fingerprints, so that the table holds no plain hash of a body (a password,
   * a one-time code) to test guesses against: derived from the token signing key, the same in
   * every api process; without one (development), a key of this process's own.
   */
  private readonly fingerprintKey: Buffer;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.fingerprintKey = config.JWT_PRIVATE_KEY
      ? Buffer.from(hkdfSync('sha256', config.JWT_PRIVATE_KEY, '', 'idempotency-fingerprint', 32))
      : randomBytes(32);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (request.method !== 'POST' || header === undefined) return next.handle();
    if (writesOwnResponse(context)) return throwError(() => new IdempotencyKeyNotSupportedError());
    const response = context.switchToHttp().getResponse<Response>();
    const handler = context.getHandler();
    const route: RouteTraits = {
      successStatus:
        (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
        HttpStatus.CREATED,
      answerHoldsSecret:
        (Reflect.getMetadata(ANSWER_HOLDS_SECRET, handler) as boolean | undefined) ??
        (Reflect.getMetadata(ANSWER_HOLDS_SECRET, context.getClass()) as boolean | undefined) ??
        false,
    };
    return from(this.handle(request, response, header, route, next));
  }

  private async handle(
    request: AuthenticatedRequest,
    response: Response,
    header: string | string[],
    route: RouteTraits,
    next: CallHandler,
  ): Promise<unknown> {
    const key = typeof header === 'string' ? header : '';
    if (!KEY_PATTERN.test(key))
      throw new ValidationError([
        {
          field: 'Idempotency-Key',
          message: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
        },
      ]);
    const caller = request.caller ? `user:${request.caller.userId}` : `ip:${request.ip ?? ''}`;
    const fingerprint = fingerprintOf(request, this.fingerprintKey);
    const now = this.clock.now();
    const claimed = await this.claim(caller, key, fingerprint, now);
    if (!claimed) return this.answerKept(caller, key, fingerprint, route, response);
    try {
      const body = await lastValueFrom(next.handle(), { defaultValue: undefined });
      await this.keep(caller, key, route.successStatus, route.answerHoldsSecret ? null : body);
      return body;
    } catch (error) {
      const { status, body } = toErrorAnswer(error);
      if (status >= 500 || status === 409 || status === 429) await this.release(caller, key);
      else await this.keep(caller, key, status, body);
      throw error;
    }
  }

  /** Takes the key for this request: new, expired, or left by a request that died. */
  private async claim(caller: string, key: string, fingerprint: string, now: Date) {
    const rows = await this.dataSource.query<unknown[]>(
      `insert into idempotency_keys (caller, key, fingerprint, locked_until, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (caller, key) do update
          set fingerprint = excluded.fingerprint, status = null, body = null,
              locked_until = excluded.locked_until, created_at = excluded.created_at,
              expires_at = excluded.expires_at
        where idempotency_keys.expires_at <= $5
           or (idempotency_keys.status is null and idempotency_keys.locked_until <= $5
               and idempotency_keys.fingerprint = excluded.fingerprint)
       returning 1`,
      [
        caller,
        key,
        fingerprint,
        new Date(now.getTime() + IN_FLIGHT_LEASE_MS),
        now,
        new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
      ],
    );
    return rows.length > 0;
  }

  private async answerKept(
    caller: string,
    key: string,
    fingerprint: string,
    route: RouteTraits,
    response: Response,
  ): Promise<unknown> {
    const [row] = await this.dataSource.query<KeyRow[]>(
      `select fingerprint, status, body from idempotency_keys where caller = $1 and key = $2`,
      [caller, key],
    );
    if (!row || row.status === null) throw new IdempotencyKeyInUseError();
    if (row.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
    if (row.status < 400 && route.answerHoldsSecret) throw new IdempotencyAnswerNotKeptError();
    response.setHeader('Idempotent-Replayed', 'true');
    if (row.status >= 400) throw new StoredErrorAnswer(row.status, row.body as ErrorEnvelope);
    return row.body;
  }

  private async keep(caller: string, key: string, status: number, body: unknown): Promise<void> {
    await this.dataSource.query(
      `update idempotency_keys set status = $3, body = $4::jsonb, locked_until = null
        where caller = $1 and key = $2`,
      [caller, key, status, JSON.stringify(body ?? null)],
    );
  }

  private async release(caller: string, key: string): Promise<void> {
    await this.dataSource.query(
      `delete from idempotency_keys where caller = $1 and key = $2 and status is null`,
      [caller, key],
    );
  }
}

/**
 * Deletes the keys expired at `now`, in batches. A key is never read once
 * expired (its next use replaces it), so nothing is lost; the periodic job that calls this keeps
 * the table to about a day of keys.
 */
export async function purgeExpiredIdempotencyKeys(
  dataSource: DataSource,
  now: Date,
): Promise<void> {
  for (;;) {
    const [, deleted] = await dataSource.query<[unknown[], number]>(
      `delete from idempotency_keys where ctid in (
         select ctid from idempotency_keys where expires_at <= $1 limit $2)`,
      [now, PURGE_BATCH],
    );
    if (deleted < PURGE_BATCH) return;
  }
}

/**
 * Whether the handler takes the response (`@Res()`, `@Next()`) without passthrough: it then writes
 * its own answer, and Nest sends nothing of what the interceptors return.
 */
function writesOwnResponse(context: ExecutionContext): boolean {
  const controller = context.getClass();
  const method = context.getHandler().name;
  const parameters = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
    string,
    unknown
  >;
  const takesResponse = Object.keys(parameters).some((key) =>
    [`${RouteParamtypes.RESPONSE}`, `${RouteParamtypes.NEXT}`].includes(key.split(':')[0] ?? ''),
  );
  return takesResponse && !Reflect.getMetadata(RESPONSE_PASSTHROUGH_METADATA, controller, method);
}

/** What makes two requests the same: method, path and query, and the body as sent. */
function fingerprintOf(request: Request & { rawBody?: Buffer }, key: Buffer): string {
  const hash = createHmac('sha256', key).update(`${request.method} ${request.originalUrl}\n`);
  if (Buffer.isBuffer(request.rawBody)) hash.update(request.rawBody);
  else hash.update(canonicalJson(request.body));
  hash.update(`\n${request.headers['content-length'] ?? ''}`);
  return hash.digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}
