import { type DataSource } from 'typeorm';
import { type Role } from '../../../platform/auth/access-token-verifier';
import { normalizeEmail } from '../model/email-address';
import { UserAccounts } from './user-accounts';

/**
 * Gives an account a role, outside the API (the auditor role is granted by CLI only). Returns the
 * user's id, or undefined when no account has that address. The role reaches the user's access
 * token at their next sign-in or refresh.
 */
export function grantRole(
  dataSource: DataSource,
  email: string,
  role: Role,
  now: Date,
): Promise<string | undefined> {
  return new UserAccounts(dataSource).setRole(normalizeEmail(email), role, now);
}
