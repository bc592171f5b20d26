import { Injectable } from '@nestjs/common';
import { type Role } from '../../../platform/auth/access-token-verifier';
import { normalizeEmail } from '../model/email-address';
import { type UserAccount, UserAccounts } from './user-accounts';

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
    return this.summarise(await this.users.findById(userId));
  }

  async findByEmail(email: string): Promise<UserSummary | undefined> {
    return this.summarise(await this.users.findByEmail(normalizeEmail(email)));
  }

  private summarise(account: UserAccount | undefined): UserSummary | undefined {
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
