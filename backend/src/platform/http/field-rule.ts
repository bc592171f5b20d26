import { registerDecorator } from 'class-validator';

/**
 * A field's validation as one function returning the first rule the value breaks (in the spec's
 * words), or undefined when it is acceptable: each field answers one clear message.
 */
export function FieldRule(
  name: string,
  problem: (value: unknown) => string | undefined,
): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => problem(value) === undefined,
        defaultMessage: (args) => problem(args?.value) ?? '',
      },
    });
}

/** A required text's first broken length rule, in the caller's words. */
export function textLengthProblem(
  value: unknown,
  min: number,
  max: number,
  messages: { required: string; short: string; long: string },
): string | undefined {
  if (typeof value !== 'string' || value === '') return messages.required;
  if (value.length < min) return messages.short;
  if (value.length > max) return messages.long;
  return undefined;
}

/** Trims a string before it is checked; other values pass as they are. */
export const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/** The instants the API takes: PostgreSQL stores any of them, and no real event lies outside. */
export const EARLIEST_INSTANT = Date.UTC(1970, 0, 1);
export const LATEST_INSTANT = Date.UTC(2100, 0, 1);

/** A date-time (a `Date`, or an ISO 8601 string) between EARLIEST_INSTANT and LATEST_INSTANT. */
export function InstantInRange(message: string): PropertyDecorator {
  return FieldRule('instantInRange', (value) => {
    const time =
      value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : NaN;
    return time >= EARLIEST_INSTANT && time < LATEST_INSTANT ? undefined : message;
  });
}
