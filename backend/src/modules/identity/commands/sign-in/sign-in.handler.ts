import { Injectable } from '@nestjs/common';
import { PasswordHasher } from '../../accounts/password-hasher';
import { SignInAttempts } from '../../accounts/sign-in-attempts';
import { UserAccounts } from '../../accounts/user-accounts';
import { InvalidCredentialsError } from '../../model/identity.errors';
import { type Session } from '../../sessions/session.dto';
import { Sessions } from '../../sessions/sessions';
import { type SignInCommand } from './sign-in.command';

@Injectable()
export class SignInHandler {
  constructor(
    private readonly users: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly attempts: SignInAttempts,
    private readonly sessions: Sessions,
  ) {}

  async execute(command: SignInCommand): Promise<Session> {
    await this.attempts.reserve('signin', command.email, command.client);
    const account = await this.users.findByEmail(command.email);
    // An unknown address costs the same argon2 work as a wrong password.
    const valid = account
      ? await this.hasher.verify(account.passwordHash, command.password)
      : await this.hasher.verifyAgainstNothing(command.password);
    if (!account || !valid) throw new InvalidCredentialsError();
    await this.attempts.succeeded('signin', command.email, command.client);
    return this.sessions.start(account);
  }
}
