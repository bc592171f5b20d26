import { type UserAccount } from '../accounts/user-accounts';
import { type AuthUser } from './session.dto';

export function toAuthUser(account: UserAccount): AuthUser {
  return {
    id: account.id,
    email: account.email,
    created_at: account.createdAt.toISOString(),
    user_metadata: { full_name: account.fullName },
    role: account.role,
  };
}
