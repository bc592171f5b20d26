/**
 * Splits a batch into waves in which each key (an entity: a listing, a user) appears at most once,
 * the k-th event of a key going to the k-th wave. Applied wave after wave, every entity still
 * sees its events in order, and within a wave the events of one type can be applied by one
 * set-based statement: their entities are all different, so no order among them matters.
 */
export function inWaves<E>(events: readonly E[], keyOf: (event: E) => string): E[][] {
  const seen = new Map<string, number>();
  const waves: E[][] = [];
  for (const event of events) {
    const key = keyOf(event);
    const wave = seen.get(key) ?? 0;
    seen.set(key, wave + 1);
    (waves[wave] ??= []).push(event);
  }
  return waves;
}

/** The events grouped by `groupOf`, groups in the order they first appear. */
export function groupBy<E, G>(events: readonly E[], groupOf: (event: E) => G): Map<G, E[]> {
  const groups = new Map<G, E[]>();
  for (const event of events) {
    const group = groupOf(event);
    const members = groups.get(group);
    if (members) members.push(event);
    else groups.set(group, [event]);
  }
  return groups;
}

/**
 * Applies a batch wave by wave (see `inWaves`), with one `applyAll` call per event type in each
 * wave; the types of a wave in the order they first appear in it.
 */
export async function applyInWaves<E extends { type: string }>(
  events: readonly E[],
  keyOf: (event: E) => string,
  applyAll: (type: string, events: E[]) => Promise<void>,
): Promise<void> {
  for (const wave of inWaves(events, keyOf))
    for (const [type, group] of groupBy(wave, (event) => event.type)) await applyAll(type, group);
}
