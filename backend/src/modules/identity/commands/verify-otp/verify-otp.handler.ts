import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { OneTimeCodes } from '../../accounts/one-time-codes';
import { SignInAttempts } from '../../accounts/sign-in-attempts';
import { UserAccounts } from '../../accounts/user-accounts';
import { InvalidOtpError } from '../../model/identity.errors';
import { type Session } from '../../sessions/session.dto';
import { Sessions } from '../../sessions/sessions';
import { type VerifyOtpCommand } from './verify-otp.command';

@Injectable()
export class VerifyOtpHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserAccounts,
    private readonly codes: OneTimeCodes,
    private readonly attempts: SignInAttempts,
    private readonly sessions: Sessions,
    private readonly clock: Clock,
  ) {}

  async execute(command: VerifyOtpCommand): Promise<Session> {
    await this.attempts.reserve('otp', command.email, command.client);
    const now = this.clock.now();
    const account = await this.users.findByEmail(command.email);
    const session =
      account &&
      (await this.dataSource.transaction(async (manager) => {
        if (!(await this.codes.consumeSignInCode(manager, account.id, command.code, now)))
          return undefined;
        // Receiving the code proves the mailbox.
        await this.users.markEmailVerified(manager, account.id, now);
        return this.sessions.start(account, manager);
      }));
    if (!session) throw new InvalidOtpError();
    await this.attempts.succeeded('otp', command.email, command.client);
    return session;
  }
}
