import { ApiProperty } from '@nestjs/swagger';

export class OwnershipChecksQueued {
  @ApiProperty({ example: 52, description: 'Listings to check (all but sold ones)' })
  queued!: number;

  @ApiProperty({
    format: 'date-time',
    description: 'Pass it as `since` to the summary to follow the progress',
  })
  started_at!: string;

  @ApiProperty({
    description:
      'True when your earlier "Check all" is still waiting or running: nothing new was queued, and `queued` and `started_at` are that one\'s',
  })
  already_running!: boolean;
}
