import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional } from 'class-validator';

export class GetOwnershipSummaryRequest {
  @ApiPropertyOptional({
    format: 'date-time',
    description: 'The `started_at` of a "Check all": how many listings were checked since',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'since must be a date and time (ISO 8601)' })
  since?: string;
}
