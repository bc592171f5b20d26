import { type DataSource } from 'typeorm';
import { type UpcasterRegistry } from '../event-store/upcasters';
import { type ProjectionRegistry, type RegisteredProjection } from './projection-registry';
import { rebuildProjection } from './rebuild';

export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

/**
 * `projections:rebuild <name|all>`: rebuilds the named projection (or every one), one line each
 * with the events replayed and the time taken. Returns the process exit code.
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
  for (const { projection, mode } of selected) {
    try {
      const result = await rebuildProjection(dataSource, projection, { mode, upcasters });
      output.out(
        `${projection.name} (${mode}): ${result.eventsReplayed} events replayed in ${(result.durationMs / 1000).toFixed(2)} s`,
      );
    } catch (error) {
      output.err(`${projection.name}: rebuild failed: ${(error as Error).message}`);
      return 1;
    }
  }
  return 0;
}

function list(names: string[]): string {
  return names.length > 0 ? names.join(', ') : '(none registered)';
}
