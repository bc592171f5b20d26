import type { components } from '@dlm/sdk';

export type FieldError = components['schemas']['FieldError'];
type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

/** Spec section 8: what the dashboard's stats and domain list say when the call got no answer. */
export const CONNECTION_MESSAGE =
  'Unable to connect to the server. Please check your internet connection and try again.';

export const NETWORK_ERROR_MESSAGE =
  'Unable to connect to the service. Please check your internet connection.';

/** A failed API call, in the shape of the server's error envelope. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly code: string,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    readonly details?: FieldError[],
  ) {
    super(message);
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

function isErrorEnvelope(body: unknown): body is Partial<ErrorEnvelope> {
  return typeof body === 'object' && body !== null && 'success' in body && body.success === false;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const envelope = isErrorEnvelope(body) ? body : {};
  return new ApiError(
    nonEmptyString(envelope.error) ?? `Request failed with status ${status}`,
    nonEmptyString(envelope.code) ?? 'UNKNOWN_ERROR',
    status,
    Array.isArray(envelope.details) ? envelope.details : undefined,
  );
}

export function networkError(): ApiError {
  return new ApiError(NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR', 0);
}
