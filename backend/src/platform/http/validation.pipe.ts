import { ValidationPipe, type ValidationError as ClassValidatorError } from '@nestjs/common';
import { type FieldError, ValidationError } from './domain-error';

function flatten(errors: ClassValidatorError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({
      field,
      message:
        message === `property ${error.property} should not exist`
          ? `${field} is not allowed`
          : message,
    }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Whitelist, refuse unknown fields, transform; failures become VALIDATION_ERROR with details. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new ValidationError(flatten(errors)),
  });
}
