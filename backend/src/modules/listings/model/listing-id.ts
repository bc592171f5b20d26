const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A listing id is a UUID: a malformed one from a path is a listing that does not exist. */
export function isListingId(value: string): boolean {
  return UUID.test(value);
}
