import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { UserAccounts } from '../../accounts/user-accounts';
import { UserNotFoundError } from '../../model/identity.errors';
import { decide, userStream } from '../../model/user';
import { PROFILE_UPDATED } from '../../model/user.events';
import { type UpdateProfileCommand } from './update-profile.command';

/**
 * Appends `identity.ProfileUpdated` naming the changed fields. The new full name is written to
 * `users` in the same transaction; the event carries only the consent value (ADR 0004).
 */
@Injectable()
export class UpdateProfileHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly users: UserAccounts,
    private readonly clock: Clock,
  ) {}

  async execute(command: UpdateProfileCommand): Promise<void> {
    const { userId, fullName } = command;
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: userId },
      streams: { user: userStream(userId) },
      read: (manager) => this.users.findById(userId, manager),
      decide: (states, account) => {
        if (!account) throw new UserNotFoundError();
        const fullNameChanged = fullName !== undefined && fullName !== account.fullName;
        return {
          user: decide(
            {
              type: 'UpdateProfile',
              userId,
              fullNameChanged,
              marketingConsent: command.marketingConsent,
              now,
            },
            states.user,
          ),
        };
      },
      alongside: async (manager, { events }) => {
        const renamed = events.user?.some(
          (event) => event.type === PROFILE_UPDATED && event.data.changed.includes('full_name'),
        );
        if (renamed && fullName !== undefined)
          await this.users.setFullName(manager, userId, fullName, now);
      },
    });
  }
}
