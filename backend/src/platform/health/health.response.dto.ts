import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'Liveness' })
export class LivenessDto {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';
}

@ApiSchema({ name: 'ReadinessChecks' })
export class ReadinessChecksDto {
  @ApiProperty({ enum: ['up', 'down'] })
  database!: 'up' | 'down';

  @ApiProperty({
    enum: ['up', 'down', 'disabled'],
    description:
      'The replica the public marketplace reads (DATABASE_READ_URL); disabled: none, it reads the database',
  })
  readReplica!: 'up' | 'down' | 'disabled';

  @ApiProperty({ enum: ['up', 'down', 'disabled'], description: 'disabled: no REDIS_URL set' })
  redis!: 'up' | 'down' | 'disabled';
}

@ApiSchema({ name: 'ProjectionLag' })
export class ProjectionLagDto {
  @ApiProperty({ example: 'identity.profiles' })
  projection!: string;

  @ApiProperty({ type: Number, example: 0 })
  eventsBehind!: number;

  @ApiProperty({ type: Number, example: 0 })
  secondsBehind!: number;
}

@ApiSchema({ name: 'QueueJobCounts' })
export class QueueJobCountsDto {
  @ApiProperty({ example: 'mail' })
  queue!: string;

  @ApiProperty({ type: Number, example: 0 })
  waiting!: number;

  @ApiProperty({ type: Number, example: 0 })
  active!: number;

  @ApiProperty({ type: Number, example: 0 })
  delayed!: number;

  @ApiProperty({ type: Number, example: 0 })
  failed!: number;
}

/** The readiness answer, the same shape with 200 (ok) and 503 (degraded). */
@ApiSchema({ name: 'Readiness' })
export class ReadinessDto {
  @ApiProperty({ enum: ['ok', 'degraded'] })
  status!: 'ok' | 'degraded';

  @ApiProperty({ type: ReadinessChecksDto })
  checks!: ReadinessChecksDto;

  @ApiProperty({ type: [ProjectionLagDto], description: 'Empty while the database is down' })
  projections!: ProjectionLagDto[];

  @ApiProperty({ type: [QueueJobCountsDto], description: 'Empty unless Redis is up' })
  queues!: QueueJobCountsDto[];
}
