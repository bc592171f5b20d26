import { DomainError } from '../../../platform/errors/domain-error';
import { PASSWORD_MESSAGES } from './password-policy';

export class EmailAlreadyRegisteredError extends DomainError {
  constructor() {
    super('EMAIL_ALREADY_REGISTERED', 'An account with this email already exists', 'conflict');
  }
}

/** The auth service's `weak_password` kind: the reasons are listed in `details`. */
export class WeakPasswordError extends DomainError {
  constructor(readonly reasons: string[]) {
    super(
      'WEAK_PASSWORD',
      reasons[0] ?? PASSWORD_MESSAGES.common,
      'business_rule',
      reasons.map((message) => ({ field: 'password', message })),
    );
  }
}

/** Wrong password and unknown e-mail alike: nothing tells them apart. */
export class InvalidCredentialsError extends DomainError {
  constructor() {
    super('INVALID_CREDENTIALS', 'Invalid credentials', 'unauthorized');
  }
}

export class TooManySignInAttemptsError extends DomainError {
  constructor() {
    super('RATE_LIMITED', 'Too many sign-in attempts. Please try again later.', 'rate_limited');
  }
}

export class InvalidRefreshTokenError extends DomainError {
  constructor() {
    super('UNAUTHORIZED', 'Session expired. Please sign in again.', 'unauthorized');
  }
}

/** A rotated-out refresh token came back: the whole session family is revoked. */
export class SessionRevokedError extends DomainError {
  constructor() {
    super('SESSION_REVOKED', 'Session expired. Please sign in again.', 'unauthorized');
  }
}

export class InvalidResetTokenError extends DomainError {
  constructor() {
    super(
      'INVALID_RESET_TOKEN',
      'This password reset link is invalid or has expired',
      'unauthorized',
    );
  }
}

export class InvalidOtpError extends DomainError {
  constructor() {
    super('INVALID_OTP', 'The code is invalid or has expired', 'unauthorized');
  }
}

export class UserNotFoundError extends DomainError {
  constructor() {
    super('USER_NOT_FOUND', 'No user logged in', 'unauthorized');
  }
}

export class UserNotRegisteredError extends DomainError {
  constructor() {
    super('NOT_FOUND', 'User not found', 'not_found');
  }
}

export class UserAlreadyRegisteredError extends DomainError {
  constructor() {
    super('CONFLICT', 'The user is already registered', 'conflict');
  }
}

/** A Liquidation Pro feature asked for by a free user (plans are the identity module's). */
export class ProRequiredError extends DomainError {
  constructor(message: string) {
    super('PRO_REQUIRED', message, 'forbidden');
  }
}
