import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { UnauthorizedError } from '../errors/domain-error';
import { type Caller } from './access-token-verifier';
import { type AuthenticatedRequest } from './auth.guard';

/** The verified caller of a private route. */
export const CurrentCaller = createParamDecorator(
  (_: unknown, context: ExecutionContext): Caller => {
    const caller = context.switchToHttp().getRequest<AuthenticatedRequest>().caller;
    if (!caller) throw new UnauthorizedError();
    return caller;
  },
);

/** The caller of a public route, when a valid token came with it. */
export const OptionalCaller = createParamDecorator(
  (_: unknown, context: ExecutionContext): Caller | undefined =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().caller,
);
