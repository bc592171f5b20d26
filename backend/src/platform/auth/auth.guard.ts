import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ForbiddenError, UnauthorizedError } from '../errors/domain-error';
import { AccessTokenVerifier, type Caller, type Role } from './access-token-verifier';
import { IS_PUBLIC } from './public.decorator';
import { REQUIRED_ROLES } from './roles.decorator';

export type AuthenticatedRequest = Request & { caller?: Caller };

/** Global guard: a route is private unless marked @Public(); @Roles() narrows it further. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: AccessTokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request);
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    if (isPublic) {
      if (token) request.caller = await this.verifier.verify(token).catch(() => undefined);
      return true;
    }
    if (!token) throw new UnauthorizedError();
    request.caller = await this.verifier.verify(token);
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
    if (roles && !roles.some((role) => request.caller?.roles.includes(role)))
      throw new ForbiddenError();
    return true;
  }
}

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : undefined;
}
