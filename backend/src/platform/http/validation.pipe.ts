import {
  type ArgumentMetadata,
  ValidationPipe,
  type ValidationError as ClassValidatorError,
} from '@nestjs/common';
import { DECORATORS } from '@nestjs/swagger';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { type FieldError, ValidationError } from '../errors/domain-error';

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

interface PropertyDoc {
  nullable?: boolean;
  type?: unknown;
}

type Class = abstract new (...args: never[]) => unknown;

function propertyDoc(metatype: Class, key: string): PropertyDoc | undefined {
  return Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, metatype.prototype as object, key) as
    PropertyDoc | undefined;
}

/** A property's documented class, when it is one (a nested request object or a list of them). */
function nestedClass(doc: PropertyDoc | undefined): Class | undefined {
  const type = Array.isArray(doc?.type) ? (doc.type as unknown[])[0] : doc?.type;
  if (typeof type !== 'function' || [String, Number, Boolean, Date, Object].includes(type as never))
    return undefined;
  return type as Class;
}

/**
 * The first `null` given for a field the OpenAPI document does not declare `nullable`: class-validator's
 * `@IsOptional()` lets null through as if absent, and a handler would then take it for a value.
 */
export function undeclaredNull(
  value: unknown,
  metatype: Class,
  parent = '',
): FieldError | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const items = Array.isArray(value) ? value : [value];
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    for (const [key, child] of Object.entries(item as Record<string, unknown>)) {
      const field = parent ? `${parent}.${key}` : key;
      const doc = propertyDoc(metatype, key);
      if (child === null && !doc?.nullable) return { field, message: `${field} must not be null` };
      const nested = nestedClass(doc);
      const problem = nested && undeclaredNull(child, nested, field);
      if (problem) return problem;
    }
  }
  return undefined;
}

const VALIDATION_OPTIONS = {
  whitelist: true,
  forbidNonWhitelisted: true,
  stopAtFirstError: true,
} as const;

/**
 * An input read as the pipe reads a body or a query, for one that arrives inside another (a
 * marketplace query inside a saved search's URL): `metatype`'s transforms and validation, the
 * failures as VALIDATION_ERROR with details.
 */
export function validatedInput<T extends object>(metatype: new () => T, value: object): T {
  const problem = undeclaredNull(value, metatype);
  if (problem) throw new ValidationError([problem]);
  const input = plainToInstance(metatype, value);
  const errors = validateSync(input, VALIDATION_OPTIONS);
  if (errors.length > 0) throw new ValidationError(flatten(errors));
  return input;
}

/**
 * Whitelist, refuse unknown fields and undocumented nulls, transform; failures become
 * VALIDATION_ERROR with details.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype } = metadata;
    if (metadata.type !== 'custom' && metatype && this.toValidate(metadata)) {
      const problem = undeclaredNull(value, metatype as Class);
      if (problem) throw new ValidationError([problem]);
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    ...VALIDATION_OPTIONS,
    transform: true,
    exceptionFactory: (errors) => new ValidationError(flatten(errors)),
  });
}
