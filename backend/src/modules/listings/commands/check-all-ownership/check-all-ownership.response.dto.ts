import { ApiProperty } from '@nestjs/swagger';

export class OwnershipChecksQueued {
  @ApiProperty({ example: 52, description: 'Listings queued for a check (all but sold ones)' })
  queued!: number;

  @ApiProperty({
    format: 'date-time',
    description: 'Pass it as `since` to the summary to follow the progress',
  })
  started_at!: string;
}
