import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Response } from 'express';
import { DomainError, type DomainErrorKind, RetryLaterError } from '../errors/domain-error';
import { type ErrorEnvelope } from './envelope';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  validation: HttpStatus.BAD_REQUEST,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  business_rule: HttpStatus.UNPROCESSABLE_ENTITY,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

const CODE_BY_STATUS: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

/** The one place that turns any thrown thing into the error envelope with a meaningful status. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = toErrorAnswer(exception);
    if (status >= 500)
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (response.headersSent) return;
    if (exception instanceof RetryLaterError)
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    response.status(status).json(body);
  }
}

/** The status and error envelope any thrown thing is answered with. */
export function toErrorAnswer(exception: unknown): { status: number; body: ErrorEnvelope } {
  if (exception instanceof StoredErrorAnswer)
    return { status: exception.status, body: exception.body };
  if (exception instanceof DomainError) {
    return {
      status: STATUS_BY_KIND[exception.kind],
      body: {
        success: false,
        error: exception.message,
        code: exception.code,
        details: exception.details,
      },
    };
  }
  if (exception instanceof ThrottlerException) {
    return {
      status: HttpStatus.TOO_MANY_REQUESTS,
      body: {
        success: false,
        error: 'Too many requests. Please try again later.',
        code: 'RATE_LIMITED',
      },
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const payload = exception.getResponse();
    const message =
      typeof payload === 'string'
        ? payload
        : Array.isArray((payload as { message?: unknown }).message)
          ? ((payload as { message: string[] }).message[0] ?? exception.message)
          : ((payload as { message?: string }).message ?? exception.message);
    return {
      status,
      body: {
        success: false,
        error: message,
        code: CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'HTTP_ERROR'),
      },
    };
  }
  const clientStatus = bodyParserStatus(exception);
  if (clientStatus) {
    return {
      status: clientStatus,
      body: {
        success: false,
        error:
          clientStatus === 413 ? 'Request body is too large' : 'Request body is not valid JSON',
        code: CODE_BY_STATUS[clientStatus] ?? 'VALIDATION_ERROR',
      },
    };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { success: false, error: 'An unexpected error occurred', code: 'INTERNAL_ERROR' },
  };
}

/** An error answer kept for an idempotency key, answered again as it was. */
export class StoredErrorAnswer extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorEnvelope,
  ) {
    super(body.error);
  }
}

/** body-parser rejects malformed or oversized bodies with a plain error carrying a 4xx status. */
function bodyParserStatus(exception: unknown): number | undefined {
  if (typeof exception !== 'object' || exception === null || !('type' in exception))
    return undefined;
  const status = (exception as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}
