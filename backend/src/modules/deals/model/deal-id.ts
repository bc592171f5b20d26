const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Timeline and checklist ids are UUIDs: a malformed one from a path does not exist. */
export function isDealId(value: string): boolean {
  return UUID.test(value);
}
