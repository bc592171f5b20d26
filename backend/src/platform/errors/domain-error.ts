/**
 * A broken business rule. Thrown by the pure model and by handlers; the exception filter maps
 * `kind` to the HTTP status and sends `code` and `message` in the envelope.
 */
export type DomainErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'business_rule'
  | 'rate_limited'
  | 'unavailable';

export interface FieldError {
  field: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly kind: DomainErrorKind = 'business_rule',
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super('NOT_FOUND', message, 'not_found');
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Authentication required', code = 'UNAUTHORIZED') {
    super(code, message, 'unauthorized');
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You do not have permission to do this') {
    super('FORBIDDEN', message, 'forbidden');
  }
}

export class ValidationError extends DomainError {
  constructor(details: FieldError[], message = details[0]?.message ?? 'Invalid request') {
    super('VALIDATION_ERROR', message, 'validation', details);
  }
}

/** Refused for now: the answer's `Retry-After` says when the caller may ask again. */
export class RetryLaterError extends DomainError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message, 'rate_limited');
  }
}
