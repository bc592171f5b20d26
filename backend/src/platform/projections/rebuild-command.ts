import { type DataSource } from 'typeorm';
import { type UpcasterRegistry } from '../event-store/upcasters';
import { type ProjectionRegistry, type RegisteredProjection } from './projection-registry';
import { rebuildProjection } from './rebuild';

/** Rebuilds run side by side by `all`. */
const REBUILDS_AT_ONCE = 2;

export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

/**
 * `projections:rebuild <name|all>`: rebuilds the named projection (or every one, two at a time),
 * one line each, in the registry's order, with the events replayed and the time taken. Returns the
 * process exit code.
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
  // Each rebuild is one transaction over its own tables, so they can run side by side: the
  // server works each on a core of its own, where one after another leaves a core idle.
  const outcomes: Array<{ line: string; failed: boolean }> = [];
  let next = 0;
  let failed = false;
  const rebuildNext = async (): Promise<void> => {
    while (!failed && next < selected.length) {
      const index = next++;
      const { projection, mode } = selected[index];
      try {
        const result = await rebuildProjection(dataSource, projection, { mode, upcasters });
        outcomes[index] = {
          line: `${projection.name} (${mode}): ${result.eventsReplayed} events replayed in ${(result.durationMs / 1000).toFixed(2)} s`,
          failed: false,
        };
      } catch (error) {
        outcomes[index] = {
          line: `${projection.name}: rebuild failed: ${(error as Error).message}`,
          failed: true,
        };
        failed = true;
      }
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(REBUILDS_AT_ONCE, selected.length) }, rebuildNext),
  );
  for (const outcome of outcomes) {
    if (!outcome) continue;
    if (outcome.failed) {
      output.err(outcome.line);
      return 1;
    }
    output.out(outcome.line);
  }
  return 0;
}

function list(names: string[]): string {
  return names.length > 0 ? names.join(', ') : '(none registered)';
}
