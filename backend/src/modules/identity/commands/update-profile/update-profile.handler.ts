import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { UserAccounts } from '../../accounts/user-accounts';
import { UserStream } from '../../accounts/user-stream';
import { UserNotFoundError } from '../../model/identity.errors';
import { type UpdateProfileCommand } from './update-profile.command';

/**
 * Appends `identity.ProfileUpdated` naming the changed fields. The new full name is written to
 * `users` in the same transaction; the event carries only the consent value (ADR 0004).
 */
@Injectable()
export class UpdateProfileHandler {
  constructor(
    private readonly users: UserAccounts,
    private readonly userStream: UserStream,
    private readonly clock: Clock,
  ) {}

  async execute(command: UpdateProfileCommand): Promise<void> {
    const account = await this.users.findById(command.userId);
    if (!account) throw new UserNotFoundError();
    const now = this.clock.now();
    const fullNameChanged = command.fullName !== undefined && command.fullName !== account.fullName;
    await this.userStream.execute(
      {
        type: 'UpdateProfile',
        userId: command.userId,
        fullNameChanged,
        marketingConsent: command.marketingConsent,
        now,
      },
      async (manager) => {
        if (fullNameChanged && command.fullName !== undefined)
          await this.users.setFullName(manager, command.userId, command.fullName, now);
      },
    );
  }
}
