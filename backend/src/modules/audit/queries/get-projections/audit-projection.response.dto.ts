import { ApiProperty } from '@nestjs/swagger';

export class AuditCheckpoint {
  @ApiProperty({ example: '7791' })
  transactionId!: string;

  @ApiProperty({ example: '1042' })
  position!: string;
}

export class AuditProjection {
  @ApiProperty({ example: 'marketplace.listings' })
  name!: string;

  @ApiProperty({ enum: ['inline', 'async', 'reactor'] })
  kind!: 'inline' | 'async' | 'reactor';

  @ApiProperty({ type: [String] })
  tables!: string[];

  @ApiProperty({
    example: 'running',
    description:
      'live (inline: written with each append), or the processor’s: idle, running, rebuilding',
  })
  status!: string;

  @ApiProperty({ type: AuditCheckpoint, nullable: true })
  checkpoint!: AuditCheckpoint | null;

  @ApiProperty({ description: 'Events after the checkpoint (capped); 0 for inline models' })
  eventsBehind!: number;

  @ApiProperty({ description: 'Age of the oldest event not yet applied; 0 for inline models' })
  secondsBehind!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The process that applied the last batch',
  })
  owner!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  updatedAt!: string | null;

  @ApiProperty({ description: 'False for reactors, which queue jobs and are never replayed' })
  rebuildable!: boolean;
}

export class AuditProjections {
  @ApiProperty({ type: [AuditProjection] })
  projections!: AuditProjection[];
}
