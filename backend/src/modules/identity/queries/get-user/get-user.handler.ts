import { Injectable } from '@nestjs/common';
import { UserAccounts } from '../../accounts/user-accounts';
import { UserNotFoundError } from '../../model/identity.errors';
import { toAuthUser } from '../../sessions/auth-user.mapper';
import { type AuthUser } from '../../sessions/session.dto';
import { type GetUserQuery } from './get-user.query';

@Injectable()
export class GetUserHandler {
  constructor(private readonly users: UserAccounts) {}

  async execute(query: GetUserQuery): Promise<AuthUser> {
    const account = await this.users.findById(query.userId);
    if (!account) throw new UserNotFoundError();
    return toAuthUser(account);
  }
}
