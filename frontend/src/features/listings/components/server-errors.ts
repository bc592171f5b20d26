import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from '../../../lib/api/errors';

/**
 * Puts the server's per-field messages under the matching inputs; true when every message found
 * its input, so that nothing else needs saying.
 */
export function applyFieldErrors<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.details?.length) return false;
  const fields = Object.keys(form.getValues());
  let allPlaced = true;
  for (const { field, message } of error.details) {
    if (fields.includes(field)) form.setFieldError(field, message);
    else allPlaced = false;
  }
  return allPlaced;
}
