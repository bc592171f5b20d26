import { createHash } from 'node:crypto';

const NAMESPACE = 'dlm.event';

/** A UUID (version 5 layout) derived from `name`: the same name always gives the same id. */
export function derivedUuid(name: string): string {
  const hash = createHash('sha1').update(name).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The id of an event, derived from the command id and the event's index within the command:
 * the same command always produces the same event ids, so a retried request appends nothing.
 */
export function eventIdFor(commandId: string, index = 0): string {
  return derivedUuid(`${NAMESPACE}:${commandId}:${index}`);
}
