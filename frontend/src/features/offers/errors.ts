import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from '../../lib/api/errors';

const UNEXPECTED_FAILURE = 'Something went wrong. Please try again.';

/**
 * What to tell the user about a failed call: the server's own words, which explain each refusal
 * (an open offer already, offers not taken, the other side's turn, the name sold meanwhile), or the
 * connection failure.
 */
export function offerFailure(error: unknown): string {
  return error instanceof ApiError ? error.message : UNEXPECTED_FAILURE;
}

/**
 * Puts the server's per-field messages under the form's inputs named `fields` maps to; true when
 * every message found its input, so that nothing else needs saying.
 */
export function placeFieldErrors<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  error: unknown,
  fields: Record<string, keyof Values & string>,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.details?.length) return false;
  let allPlaced = true;
  for (const { field, message } of error.details) {
    const input = fields[field];
    if (input) form.setFieldError(input, message);
    else allPlaced = false;
  }
  return allPlaced;
}
