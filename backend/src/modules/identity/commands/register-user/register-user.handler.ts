import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { ValidationError } from '../../../../platform/errors/domain-error';
import { emailProblem, normalizeEmail } from '../../model/email-address';
import { EmailAlreadyRegisteredError, WeakPasswordError } from '../../model/identity.errors';
import { newPasswordProblem, weakPasswordReasons } from '../../model/password-policy';
import { decide, userStream } from '../../model/user';
import { PasswordHasher } from '../../accounts/password-hasher';
import { UserAccounts, type UserAccount } from '../../accounts/user-accounts';
import { fullNameOf } from '../../model/full-name';
import { type RegisterUserCommand } from './register-user.command';

/**
 * Creates an account: the `users` row (e-mail, name, password hash) and the user's stream
 * `user-<uuid>` starting with `identity.UserRegistered`, in one transaction. Used by sign-up and
 * by anything that must create users without HTTP (the demo seed).
 */
@Injectable()
export class RegisterUserHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly users: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async execute(input: RegisterUserCommand): Promise<UserAccount> {
    const emailError = emailProblem(input.email, true);
    if (emailError) throw new ValidationError([{ field: 'email', message: emailError }]);
    const passwordError = newPasswordProblem(input.password);
    if (passwordError) throw new ValidationError([{ field: 'password', message: passwordError }]);
    const email = normalizeEmail(input.email);
    const reasons = weakPasswordReasons(input.password, email);
    if (reasons.length > 0) throw new WeakPasswordError(reasons);
    if (await this.users.findByEmail(email)) throw new EmailAlreadyRegisteredError();

    const fullName = fullNameOf(input.fullName);
    const passwordHash = await this.hasher.hash(input.password);
    const userId = randomUUID();
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: userId },
      streams: { user: userStream(userId) },
      decide: (states) => ({
        user: decide(
          {
            type: 'RegisterUser',
            userId,
            acceptedTerms: input.acceptedTerms ?? true,
            marketingConsent: input.marketingConsent ?? false,
            now,
          },
          states.user,
        ),
      }),
      alongside: async (manager) => {
        const inserted = await this.users.insert(manager, {
          id: userId,
          email,
          passwordHash,
          fullName,
          now,
        });
        // Lost a race with a concurrent sign-up of the same address: roll the events back too.
        if (!inserted) throw new EmailAlreadyRegisteredError();
      },
    });
    const account = await this.users.findById(userId);
    if (!account) throw new Error(`User ${userId} vanished after registration`);
    return account;
  }
}
