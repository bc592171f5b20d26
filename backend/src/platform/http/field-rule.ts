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
