import { Alert } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from '../../../lib/api/errors';

const UNEXPECTED_ERROR = 'An unexpected error occurred';

/** The server's own words when it sent some (or the network message), else a generic line. */
function authErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.code !== 'UNKNOWN_ERROR'
    ? error.message
    : UNEXPECTED_ERROR;
}

export function ServerError({ error }: { error: unknown }) {
  return (
    <Alert color="red" variant="light" role="alert">
      {authErrorMessage(error)}
    </Alert>
  );
}

/** Puts the server's per-field messages under the matching inputs. */
export function applyFieldErrors<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  error: unknown,
): void {
  if (!(error instanceof ApiError) || !error.details) return;
  for (const { field, message } of error.details) {
    if (field in form.getValues()) form.setFieldError(field, message);
  }
}
