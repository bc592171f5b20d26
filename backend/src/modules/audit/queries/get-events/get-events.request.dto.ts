import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { InstantInRange } from '../../../../platform/http/field-rule';
import { LimitParam } from '../../../../platform/http/page-query';
import { AUDIT_MESSAGES, EVENTS_PAGE_DEFAULT, EVENTS_PAGE_MAX } from '../../model/audit-rules';

export class GetEventsRequest {
  @ApiPropertyOptional({ example: 'listings.DomainRestored', description: 'One event type, exact' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: `type ${AUDIT_MESSAGES.text}` })
  type?: string;

  @ApiPropertyOptional({ example: 'listing', description: 'The stream id before its first "-"' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: `streamType ${AUDIT_MESSAGES.text}` })
  streamType?: string;

  @ApiPropertyOptional({ description: 'One stream, exact' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: `streamId ${AUDIT_MESSAGES.text}` })
  streamId?: string;

  @ApiPropertyOptional({ example: '1', description: 'Global position to start from (inclusive)' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,18}$/, { message: AUDIT_MESSAGES.position })
  fromPosition?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Events stored at or after this time' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: `since ${AUDIT_MESSAGES.date}` })
  @InstantInRange(`since ${AUDIT_MESSAGES.date}`)
  since?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Events stored before this time' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: `until ${AUDIT_MESSAGES.date}` })
  @InstantInRange(`until ${AUDIT_MESSAGES.date}`)
  until?: string;

  @LimitParam(EVENTS_PAGE_MAX, EVENTS_PAGE_DEFAULT)
  limit?: number;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @IsString()
  cursor?: string;
}
