import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { projectionLag } from '../../../../platform/projections/checkpoints';
import { ProjectionRegistry } from '../../../../platform/projections/projection-registry';
import { JobRegistry } from '../../../../platform/queue/job-registry';
import { type AuditProjection } from './audit-projection.response.dto';

interface CheckpointRow {
  processor_id: string;
  status: string;
  owner: string | null;
  updated_at: Date;
}

/** Every read model and reactor of the system, with its checkpoint and how far behind it is. */
@Injectable()
export class GetProjectionsHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly projections: ProjectionRegistry,
    private readonly jobs: JobRegistry,
  ) {}

  async execute(): Promise<AuditProjection[]> {
    const rows = await this.dataSource.query<CheckpointRow[]>(
      `select processor_id, status, owner, updated_at from es_checkpoints`,
    );
    const checkpoints = new Map(rows.map((row) => [row.processor_id, row]));
    const followers = [
      ...this.projections.all().map(({ projection, mode }) => ({
        name: projection.name,
        kind: mode,
        tables: [...projection.tables],
      })),
      ...this.jobs.reactors().map((reactor) => ({
        name: `reactor.${reactor.name}`,
        kind: 'reactor' as const,
        tables: [],
      })),
    ].sort((a, b) => a.name.localeCompare(b.name));
    return Promise.all(
      followers.map(async (follower): Promise<AuditProjection> => {
        if (follower.kind === 'inline')
          return {
            ...follower,
            status: 'live',
            checkpoint: null,
            eventsBehind: 0,
            secondsBehind: 0,
            owner: null,
            updatedAt: null,
            rebuildable: true,
          };
        const row = checkpoints.get(follower.name);
        const lag = await projectionLag(this.dataSource, follower.name);
        return {
          ...follower,
          status: row?.status ?? 'not started',
          checkpoint: { transactionId: lag.checkpoint.tx, position: String(lag.checkpoint.pos) },
          eventsBehind: lag.eventsBehind,
          secondsBehind: lag.secondsBehind,
          owner: row?.owner ?? null,
          updatedAt: row ? row.updated_at.toISOString() : null,
          rebuildable: follower.kind === 'async',
        };
      }),
    );
  }
}
