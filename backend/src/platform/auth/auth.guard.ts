import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DomainError, ForbiddenError, UnauthorizedError } from '../errors/domain-error';
import { recordApiTokenOfRequest } from '../logging/request-context';
import {
  AccessTokenVerifier,
  ApiTokenVerifier,
  type Caller,
  type Role,
} from './access-token-verifier';
import { API_TOKEN_PREFIX, type ApiTokenScope, TOKEN_SCOPE } from './api-token-scopes';
import { IS_PUBLIC } from './public.decorator';
import { REQUIRED_ROLES } from './roles.decorator';

export type AuthenticatedRequest = Request & { caller?: Caller };

/** A personal API token on a route that only a session may call. */
export class TokenNotAllowedError extends DomainError {
  constructor() {
    super(
      'TOKEN_NOT_ALLOWED',
      'This route needs a signed-in session; API tokens cannot call it',
      'forbidden',
    );
  }
}

/** A personal API token without the scope the route needs. */
export class InsufficientScopeError extends DomainError {
  constructor(scope: ApiTokenScope) {
    super('INSUFFICIENT_SCOPE', `This API token lacks the ${scope} scope`, 'forbidden');
  }
}

/**
 * Global guard: a route is private unless marked @Public(); @Roles() narrows it further. A bearer
 * token starting with `dlm_` is a personal API token: it reaches only routes whose @TokenScope()
 * it holds, and the events its writes append carry its id.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: AccessTokenVerifier,
    private readonly apiTokens: ApiTokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request);
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    if (isPublic) {
      if (token) request.caller = await this.verify(token).catch(() => undefined);
      return true;
    }
    if (!token) throw unauthorized(request.headers.authorization);
    request.caller = await this.verify(token);
    if (request.caller.apiToken) {
      const scope = this.reflector.getAllAndOverride<ApiTokenScope | undefined>(
        TOKEN_SCOPE,
        targets,
      );
      if (!scope) throw new TokenNotAllowedError();
      if (!request.caller.apiToken.scopes.includes(scope)) throw new InsufficientScopeError(scope);
      recordApiTokenOfRequest(request.caller.apiToken.id);
    }
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
    if (roles && !roles.some((role) => request.caller?.roles.includes(role)))
      throw new ForbiddenError();
    return true;
  }

  private verify(token: string): Promise<Caller> {
    return token.startsWith(API_TOKEN_PREFIX)
      ? this.apiTokens.verify(token)
      : this.verifier.verify(token);
  }
}

/**
 * `Bearer <token>` exactly: the scheme in any case (RFC 7235), one space, and a token of RFC 6750's
 * b64token characters (those of a session JWT and of a `dlm_` API token), nothing after it.
 */
const BEARER_CREDENTIALS = /^bearer ([A-Za-z0-9\-._~+/]+=*)$/i;

/** The token of a well-formed `Authorization: Bearer` header; undefined for anything else. */
export function bearerToken(request: Request): string | undefined {
  return BEARER_CREDENTIALS.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * No header: authentication required. A header that is not exactly `Bearer <token>` is refused
 * like an invalid token of the kind it holds, whatever the token in it.
 */
function unauthorized(header: string | undefined): UnauthorizedError {
  if (!header) return new UnauthorizedError();
  const message = 'The Authorization header must be "Bearer <token>"';
  return header.split(/\s+/).some((part) => part.startsWith(API_TOKEN_PREFIX))
    ? new UnauthorizedError(message, 'INVALID_API_TOKEN')
    : new UnauthorizedError(message);
}
