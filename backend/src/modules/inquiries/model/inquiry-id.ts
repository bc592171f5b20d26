const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An inquiry id is a UUID: a malformed one from a path is an inquiry that does not exist. */
export function isInquiryId(value: string): boolean {
  return UUID.test(value);
}
