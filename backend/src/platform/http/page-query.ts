import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

/** Far past the last page of any list, and an offset PostgreSQL can still take. */
export const MAX_PAGE = 100_000;

/** The `page` query parameter of a paged list: 1 when absent. */
export function PageParam() {
  return applyDecorators(
    ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_PAGE, default: 1 }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'page must be a whole number' }),
    Min(1, { message: 'page must be at least 1' }),
    Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` }),
  );
}

/** The `limit` query parameter of a paged list, 1 to `max`. */
export function LimitParam(max: number, defaultLimit: number) {
  const message = `limit must be between 1 and ${max}`;
  return applyDecorators(
    ApiPropertyOptional({ type: Number, minimum: 1, maximum: max, default: defaultLimit }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'limit must be a whole number' }),
    Min(1, { message }),
    Max(max, { message }),
  );
}

/** A query parameter of one value or several separated by commas (`new,responded`). */
export function ListParam(name: string, values: readonly string[], example: string) {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      description: `One or several separated by commas: ${values.join(', ')}`,
      example,
    }),
    IsOptional(),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
        : value,
    ),
    IsIn(values, { each: true, message: `${name} must be one of ${values.join(', ')}` }),
  );
}
