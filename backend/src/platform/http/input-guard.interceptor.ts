import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request } from 'express';
import { type Observable } from 'rxjs';
import { NotFoundError, ValidationError } from '../errors/domain-error';

/** Deeper than any body or query the API takes (a bulk upload's rows are three levels deep). */
export const MAX_INPUT_DEPTH = 16;

export const INPUT_MESSAGES = {
  tooDeep: 'Request is nested too deeply',
  character: (field: string) => `${field} contains a character that is not allowed`,
} as const;

/**
 * A NUL character (which PostgreSQL cannot store in text) or half of a UTF-16 surrogate pair
 * (which is no character at all, and which jsonb refuses).
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

type InputProblem = { kind: 'depth' } | { kind: 'character'; field: string };

/** The first thing in a parsed input that no handler should ever see, with where it is. */
export function unsafeInput(value: unknown, path = '', depth = 0): InputProblem | undefined {
  if (typeof value === 'string')
    return UNSTORABLE.test(value) ? { kind: 'character', field: path || 'value' } : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= MAX_INPUT_DEPTH) return { kind: 'depth' };
  for (const [key, child] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return { kind: 'character', field: path || 'value' };
    const problem = unsafeInput(child, field, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Refuses (400, VALIDATION_ERROR) input nested past MAX_INPUT_DEPTH or holding text that cannot be
 * stored: the error names `field` when given (the input came inside it, as a saved search's query
 * comes inside its URL), else where the problem is, or `source` for the depth.
 */
export function refuseUnsafeInput(input: unknown, source: string, field?: string): void {
  const problem = unsafeInput(input);
  if (!problem) return;
  const named = field ?? (problem.kind === 'depth' ? source : problem.field);
  throw new ValidationError([
    {
      field: named,
      message: problem.kind === 'depth' ? INPUT_MESSAGES.tooDeep : INPUT_MESSAGES.character(named),
    },
  ]);
}

/**
 * Every route's path, query and body, checked once, after authentication and before validation
 * and the handler: input nested past MAX_INPUT_DEPTH, or holding text that cannot be stored, is
 * refused with 400 naming the field; a path holding such text names nothing that exists (404).
 */
@Injectable()
export class InputGuardInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    if (unsafeInput(request.params)) throw new NotFoundError();
    const inputs = { query: request.query, body: request.body as unknown };
    for (const [source, input] of Object.entries(inputs)) refuseUnsafeInput(input, source);
    return next.handle();
  }
}
