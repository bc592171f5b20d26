import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { PasswordHasher } from '../../accounts/password-hasher';
import { UserAccounts } from '../../accounts/user-accounts';
import { UserNotFoundError, WeakPasswordError } from '../../model/identity.errors';
import { weakPasswordReasons } from '../../model/password-policy';
import { decide, userStream } from '../../model/user';
import { toAuthUser } from '../../sessions/auth-user.mapper';
import { type AuthUser } from '../../sessions/session.dto';
import { Sessions } from '../../sessions/sessions';
import { UpdateProfileHandler } from '../update-profile/update-profile.handler';
import { type UpdateUserCommand } from './update-user.command';

@Injectable()
export class UpdateUserHandler {
  constructor(
    private readonly users: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly commands: CommandRunner,
    private readonly sessions: Sessions,
    private readonly updateProfile: UpdateProfileHandler,
    private readonly clock: Clock,
  ) {}

  async execute(command: UpdateUserCommand): Promise<AuthUser> {
    const account = await this.users.findById(command.userId);
    if (!account) throw new UserNotFoundError();
    if (command.password !== undefined) {
      const reasons = weakPasswordReasons(command.password, account.email);
      if (reasons.length > 0) throw new WeakPasswordError(reasons);
      const passwordHash = await this.hasher.hash(command.password);
      const now = this.clock.now();
      await this.commands.run({
        metadata: { actorId: account.id },
        streams: { user: userStream(account.id) },
        decide: (states) => ({
          user: decide(
            { type: 'ChangePassword', userId: account.id, via: 'update', now },
            states.user,
          ),
        }),
        alongside: async (manager) => {
          await this.users.setPasswordHash(manager, account.id, passwordHash, now);
          // Whoever else holds a session of this account loses it; the caller keeps theirs.
          await this.sessions.revokeAllOf(account.id, manager, command.sessionId);
        },
      });
    }
    if (command.fullName !== undefined)
      await this.updateProfile.execute({ userId: account.id, fullName: command.fullName });
    const updated = await this.users.findById(account.id);
    if (!updated) throw new UserNotFoundError();
    return toAuthUser(updated);
  }
}
