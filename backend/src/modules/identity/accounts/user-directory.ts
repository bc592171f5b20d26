import { Injectable } from '@nestjs/common';
import { type Role } from '../../../platform/auth/access-token-verifier';
import { UserAccounts } from './user-accounts';

/** What other modules may know about a user (for mail and display); never the password hash. */
export interface UserSummary {
  id: string;
  email: string;
  fullName: string;
  role: Role;
}

@Injectable()
export class UserDirectory {
  constructor(private readonly users: UserAccounts) {}

  async find(userId: string): Promise<UserSummary | undefined> {
    const account = await this.users.findById(userId);
    return (
      account && {
        id: account.id,
        email: account.email,
        fullName: account.fullName,
        role: account.role,
      }
    );
  }
}
