import { applyDecorators, Header, SetMetadata, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { ErrorEnvelope } from './envelope';
import { RAW_RESPONSE } from './envelope.interceptor';

/** The route answers its own body, not the envelope (health checks, JWKS, webhooks). */
export const RawResponse = () => SetMetadata(RAW_RESPONSE, true);

/**
 * A public answer that any cache may keep but must revalidate before each use: the browser asks
 * again with the ETag Express gives every answer and gets 304 without a body while nothing changed.
 * Never stale: a buyer who just made an offer or a sale sees the change at once.
 */
export const Revalidated = () => Header('Cache-Control', REVALIDATED);
export const REVALIDATED = 'public, no-cache';

/** Documents `{ success: true, data: <model> }` (or an array of it) for a status. */
export function ApiEnvelope(
  model: Type<unknown>,
  options: { status?: number; isArray?: boolean; description?: string } = {},
) {
  const data = options.isArray
    ? { type: 'array', items: { $ref: getSchemaPath(model) } }
    : { $ref: getSchemaPath(model) };
  return applyDecorators(
    ApiExtraModels(model),
    ApiResponse({
      status: options.status ?? 200,
      description: options.description ?? 'Success',
      schema: {
        type: 'object',
        required: ['success', 'data'],
        properties: { success: { type: 'boolean', enum: [true] }, data },
      },
    }),
  );
}

/** Documents the error envelope for each listed status. */
export function ApiErrors(...statuses: number[]) {
  return applyDecorators(
    ApiExtraModels(ErrorEnvelope),
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: ERROR_DESCRIPTIONS[status] ?? 'Error',
        type: ErrorEnvelope,
      }),
    ),
  );
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'VALIDATION_ERROR: the request is malformed; details name each field',
  401: 'UNAUTHORIZED: missing, invalid or expired credentials',
  403: 'FORBIDDEN: not allowed for this caller',
  404: 'NOT_FOUND',
  409: 'Conflict (CONCURRENCY_CONFLICT or a state conflict)',
  422: 'A business rule refused the request',
  429: 'RATE_LIMITED',
  503: 'A service the request needs is unavailable; try again later',
};
