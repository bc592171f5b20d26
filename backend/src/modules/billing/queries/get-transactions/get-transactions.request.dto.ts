import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const PAYMENT_HISTORY_LIMIT = 50;
export const PAYMENT_HISTORY_MAX_LIMIT = 100;

export class GetTransactionsRequest {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page = 1;

  @ApiPropertyOptional({
    default: PAYMENT_HISTORY_LIMIT,
    minimum: 1,
    maximum: PAYMENT_HISTORY_MAX_LIMIT,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(PAYMENT_HISTORY_MAX_LIMIT)
  limit = PAYMENT_HISTORY_LIMIT;
}
