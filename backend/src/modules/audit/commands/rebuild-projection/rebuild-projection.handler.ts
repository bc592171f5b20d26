import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { EventStore } from '../../../../platform/event-store/event-store';
import { ProjectionRegistry } from '../../../../platform/projections/projection-registry';
import { ProjectionBusyError, rebuildProjection } from '../../../../platform/projections/rebuild';
import { AuditTrail } from '../../audit-trail';
import {
  NotRebuildableError,
  ProjectionBusyDomainError,
  ProjectionNotFoundError,
} from '../../model/audit.errors';
import { type ProjectionRebuild } from './projection-rebuild.response.dto';

/**
 * Rebuilds one read model from the whole log while the system runs (`rebuildProjection`), and
 * records who did it with the outcome in the auditor's stream.
 */
@Injectable()
export class RebuildProjectionHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly projections: ProjectionRegistry,
    private readonly store: EventStore,
    private readonly trail: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async execute(auditorId: string, name: string): Promise<ProjectionRebuild> {
    const registered = this.projections.get(name);
    if (!registered) {
      if (name.startsWith('reactor.')) throw new NotRebuildableError(name);
      throw new ProjectionNotFoundError(name);
    }
    const result = await rebuildProjection(this.dataSource, registered.projection, {
      mode: registered.mode,
      upcasters: this.store.upcasters,
    }).catch((error: unknown) => {
      throw error instanceof ProjectionBusyError ? new ProjectionBusyDomainError(name) : error;
    });
    const durationMs = Math.round(result.durationMs);
    await this.trail.record(auditorId, {
      type: 'audit.ProjectionRebuilt',
      data: {
        projection: name,
        eventsReplayed: result.eventsReplayed,
        durationMs,
        rebuiltAt: this.clock.now().toISOString(),
      },
    });
    return {
      projection: name,
      kind: registered.mode,
      eventsReplayed: result.eventsReplayed,
      durationMs,
    };
  }
}
