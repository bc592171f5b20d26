import { ValidationError } from '../../../platform/errors/domain-error';
import { AUDIT_MESSAGES } from '../model/audit-rules';

/**
 * Cursors are opaque to clients: the position after which the next page starts, base64url-encoded
 * so that nobody builds one by hand and the format can change.
 */
export function encodeCursor(after: string): string {
  return Buffer.from(`v1:${after}`).toString('base64url');
}

/** The position inside a cursor; a 400 for one this API did not give out. */
export function decodeCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  const decoded = Buffer.from(cursor, 'base64url').toString();
  const match = /^v1:(\d{1,19})$/.exec(decoded);
  if (!match) throw new ValidationError([{ field: 'cursor', message: AUDIT_MESSAGES.cursor }]);
  return match[1];
}
