import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../auth/public.decorator';
import { ReadDatabase } from '../database/read-database';
import { ProjectionWorker } from '../projections/projection-worker';
import { RawResponse } from '../http/api-decorators';
import { JobQueues } from '../queue/job-queues';
import { JobRegistry } from '../queue/job-registry';
import { RedisConnection } from '../redis/redis.connection';
import { LivenessDto, ReadinessDto } from './health.response.dto';

@ApiTags('health')
@Public()
@RawResponse()
@Controller()
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redis: RedisConnection,
    private readonly projections: ProjectionWorker,
    private readonly queues: JobQueues,
    private readonly jobs: JobRegistry,
    private readonly reads: ReadDatabase,
  ) {}

  @Get('health')
  @ApiOperation({
    operationId: 'getLiveness',
    summary: 'Liveness: the process answers; no dependency is checked',
  })
  @ApiOkResponse({ type: LivenessDto, description: 'The process answers' })
  live(): LivenessDto {
    return { status: 'ok' };
  }

  @Get('api/health')
  @ApiOperation({
    operationId: 'getReadiness',
    summary:
      'Readiness: database, its read replica, Redis, projection lag, and the jobs of each queue',
  })
  @ApiOkResponse({ type: ReadinessDto, description: 'Database and Redis are up' })
  @ApiServiceUnavailableResponse({
    type: ReadinessDto,
    description: 'Degraded: the database, its read replica or Redis is down',
  })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessDto> {
    const database = await this.dataSource
      .query('select 1')
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    const readReplica = await this.reads.replicaStatus();
    const redis = await this.redis.status();
    const status =
      database === 'up' && readReplica !== 'down' && redis !== 'down' ? 'ok' : 'degraded';
    if (status !== 'ok') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    const projections =
      database === 'up'
        ? (await this.projections.lag()).map(({ projection, eventsBehind, secondsBehind }) => ({
            projection,
            eventsBehind,
            secondsBehind,
          }))
        : [];
    const queues =
      redis === 'up'
        ? await Promise.all(this.jobs.queues().map((name) => this.queues.counts(name)))
        : [];
    return { status, checks: { database, readReplica, redis }, projections, queues };
  }
}
