import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { LimitParam } from '../../../../platform/http/page-query';
import { AUDIT_MESSAGES, STREAM_PAGE_DEFAULT, STREAM_PAGE_MAX } from '../../model/audit-rules';

export class GetStreamEventsRequest {
  @ApiPropertyOptional({ example: '1', description: 'Stream position to start from (inclusive)' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,18}$/, { message: AUDIT_MESSAGES.position })
  fromPosition?: string;

  @LimitParam(STREAM_PAGE_MAX, STREAM_PAGE_DEFAULT)
  limit?: number;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @IsString()
  cursor?: string;
}
