import { Transform } from 'class-transformer';
import { registerDecorator, type ValidationOptions } from 'class-validator';
import { trimmed } from '../../../platform/http/field-rule';
import { emailProblem, normalizeEmail } from '../model/email-address';
import {
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
} from '../model/password-policy';

/** Trims and lower-cases an e-mail field before it is validated. */
export const NormalizeEmail = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normalizeEmail(value) : value,
  );

/** Trims a free-text field before it is validated. */
export const Trim = () => Transform(trimmed);

/**
 * One constraint per field, so the first broken rule's spec message is the one reported.
 * `forNewAccount` adds the disposable-domain rule.
 */
export function IsAuthEmail(options: { forNewAccount: boolean }, validation?: ValidationOptions) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'isAuthEmail',
      target: target.constructor,
      propertyName,
      options: validation,
      validator: {
        validate: (value: unknown) => emailProblem(value, options.forNewAccount) === undefined,
        defaultMessage: (args) => emailProblem(args?.value, options.forNewAccount) ?? '',
      },
    });
  };
}

/** A password being chosen: required, 6 to 128 characters. */
export function IsNewPassword(validation?: ValidationOptions) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'isNewPassword',
      target: target.constructor,
      propertyName,
      options: validation,
      validator: {
        validate: (value: unknown) => newPasswordProblem(value) === undefined,
        defaultMessage: (args) => newPasswordProblem(args?.value) ?? '',
      },
    });
  };
}

/** A password being presented: required and bounded; its length says nothing else. */
export function IsPresentedPassword(validation?: ValidationOptions) {
  const problem = (value: unknown) =>
    typeof value !== 'string' || value === ''
      ? PASSWORD_MESSAGES.required
      : value.length > PASSWORD_MAX_LENGTH
        ? PASSWORD_MESSAGES.tooLong
        : undefined;
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'isPresentedPassword',
      target: target.constructor,
      propertyName,
      options: validation,
      validator: {
        validate: (value: unknown) => problem(value) === undefined,
        defaultMessage: (args) => problem(args?.value) ?? '',
      },
    });
  };
}
