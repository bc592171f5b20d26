const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A listing id is a UUID: anything else names no listing and is refused before it reaches SQL. */
export function isListingId(value: string): boolean {
  return UUID.test(value);
}
