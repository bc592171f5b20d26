import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { OneTimeCodes } from '../../accounts/one-time-codes';
import { PasswordHasher } from '../../accounts/password-hasher';
import { UserAccounts } from '../../accounts/user-accounts';
import { InvalidResetTokenError, WeakPasswordError } from '../../model/identity.errors';
import { weakPasswordReasons } from '../../model/password-policy';
import { decide, userStream } from '../../model/user';
import { type Session } from '../../sessions/session.dto';
import { Sessions } from '../../sessions/sessions';
import { type ResetPasswordCommand } from './reset-password.command';

@Injectable()
export class ResetPasswordHandler {
  constructor(
    private readonly codes: OneTimeCodes,
    private readonly users: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly commands: CommandRunner,
    private readonly sessions: Sessions,
    private readonly clock: Clock,
  ) {}

  async execute(command: ResetPasswordCommand): Promise<Session> {
    const now = this.clock.now();
    const userId = await this.codes.findResetTokenUser(command.token, now);
    const account = userId && (await this.users.findById(userId));
    if (!account) throw new InvalidResetTokenError();
    // A weak choice does not burn the token: the user may try another password with the same link.
    const reasons = weakPasswordReasons(command.password, account.email);
    if (reasons.length > 0) throw new WeakPasswordError(reasons);
    const passwordHash = await this.hasher.hash(command.password);
    await this.commands.run({
      metadata: { actorId: account.id },
      streams: { user: userStream(account.id) },
      decide: (states) => ({
        user: decide(
          { type: 'ChangePassword', userId: account.id, via: 'reset', now },
          states.user,
        ),
      }),
      alongside: async (manager) => {
        if ((await this.codes.consumeResetToken(manager, command.token, now)) !== account.id)
          throw new InvalidResetTokenError();
        await this.users.setPasswordHash(manager, account.id, passwordHash, now);
        await this.users.markEmailVerified(manager, account.id, now);
        await this.sessions.revokeAllOf(account.id, manager);
      },
    });
    return this.sessions.start(account);
  }
}
