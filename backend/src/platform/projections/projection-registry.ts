import { Injectable } from '@nestjs/common';
import { EventStore } from '../event-store/event-store';
import { type Projection } from './projection';

/**
 * `inline`: applied in the append's transaction (read-your-writes). `async`: applied by a
 * projection processor in the worker, seconds behind at most.
 */
export type ProjectionMode = 'inline' | 'async';

export interface RegisteredProjection {
  projection: Projection;
  mode: ProjectionMode;
}

/** Every read model of the process, by name. Modules register theirs in `onModuleInit`. */
@Injectable()
export class ProjectionRegistry {
  private readonly byName = new Map<string, RegisteredProjection>();

  constructor(private readonly eventStore: EventStore) {}

  register(projection: Projection, mode: ProjectionMode): void {
    if (!/^[a-z0-9][a-z0-9._-]*$/.test(projection.name) || projection.name === 'all')
      throw new Error(
        `Projection name "${projection.name}" must be lower-case letters, digits, ".", "_" or "-", and not "all"`,
      );
    if (this.byName.has(projection.name))
      throw new Error(`Projection ${projection.name} is already registered`);
    if (mode === 'inline') this.eventStore.registerInlineProjection(projection);
    this.byName.set(projection.name, { projection, mode });
  }

  get(name: string): RegisteredProjection | undefined {
    return this.byName.get(name);
  }

  all(): RegisteredProjection[] {
    return [...this.byName.values()];
  }

  /** The projections processors run. */
  asyncProjections(): Projection[] {
    return this.all()
      .filter((registered) => registered.mode === 'async')
      .map((registered) => registered.projection);
  }

  names(): string[] {
    return [...this.byName.keys()].sort();
  }
}
