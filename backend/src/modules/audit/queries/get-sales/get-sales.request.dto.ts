import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { LimitParam } from '../../../../platform/http/page-query';
import { AUDIT_MESSAGES, SALES_PAGE_DEFAULT, SALES_PAGE_MAX } from '../../model/audit-rules';

export class GetSalesRequest {
  @LimitParam(SALES_PAGE_MAX, SALES_PAGE_DEFAULT)
  limit?: number;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @IsString()
  cursor?: string;

  @ApiPropertyOptional({ example: 'example.com', description: 'One domain name, exact' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  )
  @IsString()
  @MaxLength(253, { message: `domain ${AUDIT_MESSAGES.text}` })
  domain?: string;
}
