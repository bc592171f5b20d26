import { type DataSource } from 'typeorm';
import { type UpcasterRegistry } from '../event-store/upcasters';
import {
  type ProjectionMode,
  type ProjectionRegistry,
  type RegisteredProjection,
} from './projection-registry';
import { type RebuildResult, rebuildProjections } from './rebuild';

export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

/**
 * `projections:rebuild <name|all>`: rebuilds the named projection (or every one, together), one
 * line each in the registry's order with the events replayed and where the time went, then the
 * whole rebuild's time. Returns the process exit code.
 */
export async function runRebuildCommand(
  target: string | undefined,
  dependencies: {
    registry: ProjectionRegistry;
    dataSource: DataSource;
    upcasters: UpcasterRegistry;
  },
  output: CommandOutput,
): Promise<number> {
  const { registry, dataSource, upcasters } = dependencies;
  const known = registry.names();
  if (!target) {
    output.err(`Usage: projections:rebuild <name|all>. Known projections: ${list(known)}`);
    return 2;
  }
  let selected: RegisteredProjection[];
  if (target === 'all') selected = registry.all();
  else {
    const one = registry.get(target);
    if (!one) {
      output.err(`Unknown projection "${target}". Known projections: ${list(known)}`);
      return 1;
    }
    selected = [one];
  }
  // One transaction and one read of the log for all of them (`rebuildProjections`).
  let results: RebuildResult[];
  try {
    results = await rebuildProjections(dataSource, selected, { upcasters });
  } catch (error) {
    output.err(
      `${list(selected.map(({ projection }) => projection.name))}: rebuild failed: ${(error as Error).message}`,
    );
    return 1;
  }
  for (const [index, result] of results.entries())
    output.out(rebuildLine(result, selected[index].mode));
  output.out(
    `${results.length} read model${results.length === 1 ? '' : 's'} rebuilt in ${seconds(results[0]?.durationMs ?? 0)}`,
  );
  return 0;
}

/** One read model's line: the events it took and where its own time went. */
export function rebuildLine(result: RebuildResult, mode: ProjectionMode): string {
  const work =
    result.way === 'fold'
      ? `folded in ${seconds(result.applyMs)}, ${result.rowsWritten} rows copied in ${seconds(result.writeMs)}`
      : `applied in ${seconds(result.applyMs)}`;
  return `${result.projection} (${mode}): ${result.eventsReplayed} events replayed, ${work}`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function list(names: string[]): string {
  return names.length > 0 ? names.join(', ') : '(none registered)';
}
