import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { trimmed } from '../../../../platform/http/field-rule';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  DEAL_MESSAGES,
  NOTES_MAX_LENGTH,
  TIMELINE_STAGES,
  type TimelineStage,
} from '../../model/deal-rules';

export class UpdateTimelineStageRequest {
  @ApiProperty({
    enum: TIMELINE_STAGES,
    description: 'The next stage in order, or cancelled',
  })
  @IsIn(TIMELINE_STAGES, { message: DEAL_MESSAGES.stage })
  stage!: TimelineStage;

  @ApiPropertyOptional({ maxLength: NOTES_MAX_LENGTH })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: DEAL_MESSAGES.notes })
  @MaxLength(NOTES_MAX_LENGTH, { message: DEAL_MESSAGES.notesLong })
  notes?: string;
}
