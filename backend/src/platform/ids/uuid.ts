const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from a path or query is checked before it reaches SQL (a malformed one is a 404). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
