import { type RecordedEvent } from './event';

/** Turns the payload of one schema version into the payload of the next (`fromVersion + 1`). */
export type Upcaster = (data: unknown, event: Readonly<RecordedEvent>) => unknown;

/**
 * Old payloads come out of the store at the current schema version: each event type has a chain
 * of upcasters `1 -> 2 -> ... -> current`, applied on read. Nothing is rewritten in the log.
 */
export class UpcasterRegistry {
  private readonly chains = new Map<string, Map<number, Upcaster>>();

  register(type: string, fromVersion: number, upcast: Upcaster): void {
    if (!Number.isInteger(fromVersion) || fromVersion < 1)
      throw new Error(`Upcaster for ${type}: fromVersion must be a positive integer`);
    const chain = this.chains.get(type) ?? new Map<number, Upcaster>();
    if (chain.has(fromVersion))
      throw new Error(`Upcaster for ${type} from version ${fromVersion} is already registered`);
    chain.set(fromVersion, upcast);
    this.chains.set(type, chain);
  }

  /** The schema version new events of this type are written at: 1 without upcasters. */
  currentVersion(type: string): number {
    const chain = this.chains.get(type);
    return chain ? Math.max(...chain.keys()) + 1 : 1;
  }

  /**
   * The event at the current schema version. An event written by a newer release (a version above
   * the current one) is returned unchanged; a gap in the chain is a programming error.
   */
  upcast<E extends RecordedEvent>(event: E): E {
    const chain = this.chains.get(event.type);
    if (!chain) return event;
    const current = this.currentVersion(event.type);
    let upcasted = event;
    while (upcasted.schemaVersion < current) {
      const step = chain.get(upcasted.schemaVersion);
      if (!step)
        throw new Error(
          `No upcaster for ${event.type} from version ${upcasted.schemaVersion} (current ${current})`,
        );
      upcasted = {
        ...upcasted,
        data: step(upcasted.data, upcasted),
        schemaVersion: upcasted.schemaVersion + 1,
      };
    }
    return upcasted;
  }
}
