import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
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

  /** With `manager`, inside that transaction: a caller holding one must not wait for another connection. */
  async find(userId: string, manager?: EntityManager): Promise<UserSummary | undefined> {
    return this.summarise(await this.users.findById(userId, manager));
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
