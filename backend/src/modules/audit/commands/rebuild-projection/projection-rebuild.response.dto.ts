import { ApiProperty } from '@nestjs/swagger';

export class ProjectionRebuild {
  @ApiProperty({ example: 'marketplace.listings' })
  projection!: string;

  @ApiProperty({ enum: ['inline', 'async'] })
  kind!: 'inline' | 'async';

  @ApiProperty({ example: 1250 })
  eventsReplayed!: number;

  @ApiProperty({ example: 420 })
  durationMs!: number;
}
