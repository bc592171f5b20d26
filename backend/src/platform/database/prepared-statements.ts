import { createHash } from 'node:crypto';
import { Client } from 'pg';

/**
 * Written first in a statement whose plan must be made for its own parameters each time (the
 * public marketplace's searches, whose words and filters change which plan is right):
 * `PreparingClient` sends it unprepared.
 */
export const UNPREPARED = '/* unprepared */ ';

/** What node-postgres keeps of the statements a connection has prepared (its `Connection`). */
interface ParsedStatements {
  parsedStatements: Record<string, string>;
}

/** More placeholders than this is a list built to its length: a new text for each length. */
const MOST_PLACEHOLDERS = 16;
/** Statements prepared on one connection at most; the rest are sent as they are. */
const MOST_PREPARED = 400;

/**
 * node-postgres' client, preparing each statement with parameters once per connection under a
 * name made from its text (a hash), so that the server parses it once and, after five runs,
 * plans it once (`plan_cache_mode` auto keeps a statement's own plan when a general one would
 * cost more). On this kind of machine PostgreSQL spent about a third of its CPU per command on
 * parsing and planning the same statements again. Not prepared: a statement without parameters
 * or with several statements (a simple query), one marked `UNPREPARED`, a list of more than
 * `MOST_PLACEHOLDERS` placeholders, and any once a connection holds `MOST_PREPARED` of them.
 * Given to TypeORM's pool as its `Client` (`dataSourceOptions`).
 */
export class PreparingClient extends Client {
  private prepared = 0;
  private readonly names = new Map<string, string>();

  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      const name = this.nameOf(text, values.length);
      if (name) args[0] = { name, text };
    }
    return (super.query as (...forwarded: unknown[]) => never)(...args);
  }

  /**
   * The name under which `text` (with `parameters` values) is prepared on this connection: `parsed`
   * once the server has it, `unparsed` when `query` will prepare it the next time it is sent, and
   * undefined when it is not prepared at all. `deferWrites` runs parsed statements by `EXECUTE`.
   */
  preparation(text: string, parameters: number): { name: string; parsed: boolean } | undefined {
    const name = parameters > 0 ? this.nameOf(text, parameters) : undefined;
    if (!name) return undefined;
    const { parsedStatements } = (this as unknown as { connection: ParsedStatements }).connection;
    return { name, parsed: parsedStatements[name] === text };
  }

  private nameOf(text: string, parameters: number): string | undefined {
    const known = this.names.get(text);
    if (known) return known;
    if (
      this.prepared >= MOST_PREPARED ||
      parameters > MOST_PLACEHOLDERS ||
      text.startsWith(UNPREPARED) ||
      text.includes(';')
    )
      return undefined;
    const name = `dlm_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    this.names.set(text, name);
    this.prepared += 1;
    return name;
  }
}
