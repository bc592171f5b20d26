/** The part of node-postgres' `lib/utils` (exported by its package) that the project uses. */
declare module 'pg/lib/utils' {
  /**
   * A parameter's text as node-postgres sends it to the server (arrays as array literals, dates in
   * the process's time zone, objects as JSON); null for null and undefined, a Buffer as it is.
   */
  export function prepareValue(value: unknown): string | Buffer | null;
}
