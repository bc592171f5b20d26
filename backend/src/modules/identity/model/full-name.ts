/** A full name is what the user typed, trimmed, at most this long; "User" when none was given. */
export const DEFAULT_FULL_NAME = 'User';
export const FULL_NAME_MAX_LENGTH = 100;

export function fullNameOf(typed: string | undefined): string {
  return typed?.trim().slice(0, FULL_NAME_MAX_LENGTH) || DEFAULT_FULL_NAME;
}
